import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtFrom, STAMP_FILE, webSourceHash } from './vite-build-stamp.plugin';

const roots: string[] = [];
const checkout = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-stamp-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('packages/web/src/main.tsx', 'render()');
  write('packages/web/index.html', '<div id="root"></div>');
  write('packages/contract/src/index.ts', 'export {}');
  write('package-lock.json', '{}');
  return { root, write, hash: () => webSourceHash(root, ['packages/web', 'packages/contract', 'package-lock.json']) };
};
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("the web build's source stamp", () => {
  it('changes with a source, the contract or the lockfile, and with nothing else', () => {
    const { write, hash } = checkout();
    const first = hash();
    expect(hash()).toBe(first);
    // What the build does not read: its own output, installed packages, tests.
    write('packages/web/dist/assets/app.js', 'built');
    write('packages/web/node_modules/react/index.js', 'react');
    write('packages/web/src/main.test.tsx', 'test');
    expect(hash()).toBe(first);
    write('packages/web/src/main.tsx', 'render(<App />)');
    const second = hash();
    expect(second).not.toBe(first);
    write('packages/contract/src/index.ts', 'export const x = 1');
    const third = hash();
    expect(third).not.toBe(second);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(hash()).not.toBe(third);
  });

  it('tells a moved file from an unchanged one', () => {
    const { root, write, hash } = checkout();
    const first = hash();
    fs.rmSync(path.join(root, 'packages/web/src/main.tsx'));
    write('packages/web/src/app.tsx', 'render()');
    expect(hash()).not.toBe(first);
  });

  it('reads the stamp of a finished build only', () => {
    const { root, write } = checkout();
    const dist = path.join(root, 'packages/web/dist');
    expect(builtFrom(dist)).toBeNull();
    write(`packages/web/dist/${STAMP_FILE}`, 'abc\n');
    // A build without its page is not a build (an interrupted one): it is made again.
    expect(builtFrom(dist)).toBeNull();
    write('packages/web/dist/index.html', '<html></html>');
    expect(builtFrom(dist)).toBe('abc');
    fs.rmSync(path.join(dist, STAMP_FILE));
    expect(builtFrom(dist)).toBeNull();
  });
});
