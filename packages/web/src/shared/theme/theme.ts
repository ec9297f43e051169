import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});

/** Light until the user picks dark; the choice survives reloads. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
export const DEFAULT_COLOR_SCHEME = 'light';
