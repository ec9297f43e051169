// Plain JavaScript, run by node itself: `npm start` checks the build before anything else, and
// loading a TypeScript loader for it would cost more than the check.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The file in the build that names the sources it was made from. */
export const STAMP_FILE = '.source-hash';
// What the built app is made of: the web app's and the contract's sources and settings, and the locked dependencies.
const INPUTS = ['packages/web', 'packages/contract', 'package-lock.json', 'tsconfig.base.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite']);
// Tests do not go into the build: changing one does not call for a new one.
const SKIPPED_FILES = /\.test\.tsx?$|\.test-setup\.ts$|^\.DS_Store$/;

/** @param {string} entry @returns {string[]} */
const filesUnder = (entry) => {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs.readdirSync(entry, { withFileTypes: true }).flatMap((child) => {
    if (child.isDirectory()) return SKIPPED_DIRS.has(child.name) ? [] : filesUnder(path.join(entry, child.name));
    return SKIPPED_FILES.test(child.name) ? [] : [path.join(entry, child.name)];
  });
};

/**
 * A hash of everything the built web app depends on, by content (a checkout or a copy changes
 * modification times, not contents): each file's path and bytes, in a fixed order.
 * @param {string} [root] @param {readonly string[]} [inputs]
 */
export const webSourceHash = (root = ROOT, inputs = INPUTS) => {
  const hash = createHash('sha256');
  const files = inputs
    .map((input) => path.join(root, input))
    .filter((input) => fs.existsSync(input))
    .flatMap(filesUnder)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
};

/**
 * The sources' hash the build in `dist` was made from; null when there is no build or it carries no stamp.
 * @param {string} dist
 */
export const builtFrom = (dist) => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return null;
  try {
    return fs.readFileSync(path.join(dist, STAMP_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
};
