import path from 'node:path';
import type { Plugin } from 'vite';

export const APP_HOOKS_MODULE = path.resolve(import.meta.dirname, 'src/shared/theme/mantine-hooks.ts');

/** The @mantine/hooks modules that src/shared/theme/mantine-hooks.ts stands in for. */
const REPLACED = ['use-id/use-id', 'use-reduced-motion/use-reduced-motion'];

/** Whether an import, from the module that makes it, is one of the replaced hooks of @mantine/hooks. */
export const isReplacedMantineHook = (source: string, importer: string | undefined) =>
  importer !== undefined &&
  /[\\/]@mantine[\\/]hooks[\\/]/.test(importer) &&
  REPLACED.some((hook) => new RegExp(`(^|/)${hook}\\.(m?js|cjs)$`).test(source));

/**
 * Puts src/shared/theme/mantine-hooks.ts in place of @mantine/hooks' `useId` and
 * `useReducedMotion`, for every Mantine component: values known at the first render instead of
 * set after mount, which cost each component that has an id or a transition a second render
 * while a screen is committed.
 */
export const mantineHooksAtFirstRender = (): Plugin => ({
  name: 'paydesk-mantine-hooks',
  enforce: 'pre',
  resolveId(source, importer) {
    return isReplacedMantineHook(source, importer) ? APP_HOOKS_MODULE : null;
  },
});
