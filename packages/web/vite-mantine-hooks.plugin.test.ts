import { describe, expect, it } from 'vitest';
import { APP_HOOKS_MODULE, isReplacedMantineHook, mantineHooksAtFirstRender } from './vite-mantine-hooks.plugin';

const resolve = (source: string, importer?: string) => {
  const hook = mantineHooksAtFirstRender().resolveId as (source: string, importer?: string) => string | null;
  return hook.call({}, source, importer);
};

describe('Mantine hooks known at the first render', () => {
  it("replaces @mantine/hooks' useId and useReducedMotion, as its index imports them", () => {
    expect(resolve('./use-id/use-id.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBe(APP_HOOKS_MODULE);
    expect(resolve('./use-reduced-motion/use-reduced-motion.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBe(APP_HOOKS_MODULE);
    expect(resolve('./use-id/use-id.cjs', 'C:\\app\\node_modules\\@mantine\\hooks\\cjs\\index.cjs')).toBe(APP_HOOKS_MODULE);
  });

  it('leaves modules of the same name elsewhere, and the other hooks, alone', () => {
    expect(isReplacedMantineHook('./use-id/use-id.mjs', '/app/node_modules/other/esm/index.mjs')).toBe(false);
    expect(isReplacedMantineHook('./use-id/use-id.mjs', '/app/packages/web/src/index.ts')).toBe(false);
    expect(isReplacedMantineHook('./use-idle/use-idle.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBe(false);
    expect(isReplacedMantineHook('./use-media-query/use-media-query.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBe(false);
    expect(resolve('react')).toBeNull();
  });
});
