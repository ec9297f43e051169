import {
  createTheme,
  type CSSVariablesResolver,
  localStorageColorSchemeManager,
  type MantineColorScheme,
  type MantineColorSchemeManager,
  type MantineTheme,
} from '@mantine/core';
import { COLOR_SCHEME_KEY } from '@paydesk/contract';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 of any colour carries white text at WCAG AA (indigo 5.7:1, red 4.5:1); Mantine's 6 does not (4.3:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // Someone who asked the system for less motion gets panels, menus and modals without animation.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    // Mantine keeps every closed select's list in the page and positions it (a forced style
    // recalculation each time) on mount and on every re-render: on a phone that was a fifth of
    // the script time of a list screen's start. The list is drawn when it opens instead.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
const luminance = (rgb: number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.map((value) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};
const AA = 4.6;

/**
 * The text colour of a "light" badge or button (Mantine: shade 6 on shade 1, 1.8 to 3.8:1):
 * shade 9, darkened until it reads at AA on that background.
 */
const lightVariantText = (shades: readonly string[]) => {
  const background = channels(shades[1] ?? '#f1f3f5');
  let text = channels(shades[9] ?? '#212529');
  while (contrast(text, background) < AA) text = text.map((value) => value * 0.9);
  return toHex(text);
};

/**
 * Secondary texts readable at WCAG AA (4.5:1) on the page and on cards in both themes: Mantine's
 * dimmed grey is 3.3:1 on white and 4.0:1 on dark, its red and green texts fall short too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved: MantineTheme) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, lightVariantText(shades)]),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--mantine-color-success': 'var(--mantine-color-teal-6)',
  },
});

const storedColorScheme = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** The server reads the choice from this cookie to draw the page's first frame in it. */
const rememberForServer = (value: MantineColorScheme) => {
  document.cookie = `${COLOR_SCHEME_KEY}=${value}; path=/; max-age=31536000; samesite=lax`;
};

/** Light until the user picks dark; the choice survives reloads, and the server knows it too. */
export const colorSchemeManager: MantineColorSchemeManager = {
  ...storedColorScheme,
  get: (defaultValue) => {
    const value = storedColorScheme.get(defaultValue);
    rememberForServer(value);
    return value;
  },
  set: (value) => {
    storedColorScheme.set(value);
    rememberForServer(value);
  },
};
export const DEFAULT_COLOR_SCHEME = 'light';
