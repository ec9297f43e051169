import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { STAMP_FILE, webSourceHash } from './source-hash.mjs';

export { builtFrom, STAMP_FILE, webSourceHash } from './source-hash.mjs';

/**
 * Writes the sources' hash, taken when the build starts, into the finished build: `npm start`
 * builds again only when it differs (`build-if-changed.mjs`).
 */
export const buildStamp = (): Plugin => {
  let outDir = 'dist';
  let hash = '';
  return {
    name: 'paydesk:build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      hash = webSourceHash();
    },
    closeBundle() {
      fs.writeFileSync(path.join(outDir, STAMP_FILE), `${hash}\n`);
    },
  };
};
