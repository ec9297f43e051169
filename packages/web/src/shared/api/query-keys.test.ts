import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
const FACTORIES =
  /^(features\/[\w-]+\/api\/keys|shared\/api\/reference-queries|shared\/i18n\/languages-query|shared\/list\/list-query|shared\/session\/current-user)\.ts$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('query keys', () => {
  it('are written only in the key factories (a feature’s api/keys.ts, the shared references, the language list, the list protocol and the session)', () => {
    const written = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !FACTORIES.test(path))
      .filter((path) => /queryKey:\s*\[|QueryKey\s*=\s*\[/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(written).toEqual([]);
  });
});
