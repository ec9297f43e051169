import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const CONTRACT_API = path.resolve(import.meta.dirname, '../contract/src/api.ts');
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');

// Runs in Node on the real contract: every export of api.ts as JSON with the zod schemas left out.
const DUMP = `
const api = await import(process.argv[1]);
const isSchema = (value) => typeof value === 'object' && value !== null && '_zod' in value;
const exports = {};
for (const [name, value] of Object.entries(api)) {
  if (typeof value === 'function') throw new Error('api.ts exports a function: ' + name);
  exports[name] = JSON.parse(JSON.stringify(value, (key, inner) => (isSchema(inner) ? undefined : inner)));
}
process.stdout.write(JSON.stringify(exports));
`;

const metadataModule = () => {
  const exports = JSON.parse(execFileSync(TSX, ['--input-type=module', '--eval', DUMP, CONTRACT_API], { encoding: 'utf8' })) as Record<
    string,
    unknown
  >;
  return Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
};

/**
 * The web app calls routes by their method and path only; their zod schemas (every screen's)
 * are the server's to check. In the browser build, the contract's `innerApi` is its metadata
 * alone, so a page loads the schemas of the forms it shows and no others. Types are unchanged.
 */
export const contractForBrowser = (): Plugin => {
  let cached: string | null = null;
  const fileOf = (id: string) => path.normalize(id.split('?')[0] ?? '');
  return {
    name: 'paydesk:contract-for-browser',
    load(id) {
      if (fileOf(id) !== CONTRACT_API) return null;
      cached ??= metadataModule();
      return cached;
    },
    handleHotUpdate() {
      cached = null;
    },
  };
};
