// `npm start`'s first step, in plain JavaScript so that node runs it without a TypeScript loader.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { builtFrom, webSourceHash } from './source-hash.mjs';

/**
 * Builds the web app only when its sources (or the contract, or the locked dependencies) differ
 * from those of the build in `dist`. `npm run build` always builds.
 */
const web = import.meta.dirname;
const built = builtFrom(path.join(web, 'dist'));
if (built !== null && built === webSourceHash()) {
  console.log(`Web app: the build matches its sources, not rebuilt (checked in ${Math.round(performance.now())} ms)`);
} else {
  console.log(built === null ? 'Web app: not built yet, building' : 'Web app: its sources changed, building');
  const started = performance.now();
  // The same build as `npm run build`, which also stamps what it was made from.
  const result = spawnSync('npm', ['run', 'build', '-w', '@paydesk/web'], { cwd: path.resolve(web, '../..'), stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
