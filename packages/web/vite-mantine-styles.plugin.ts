import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const STYLES_DIR = path.resolve(import.meta.dirname, '../../node_modules/@mantine/core/styles');

/** Styles a component needs besides its own file (the parts it is built from), in the order they load. */
const PARTS: Record<string, string[]> = {
  Select: ['Input', 'Popover', 'ScrollArea', 'Combobox'],
  MultiSelect: ['Input', 'Popover', 'ScrollArea', 'Combobox', 'Pill', 'PillsInput'],
  Anchor: ['Text'],
  Autocomplete: ['Input', 'Popover', 'ScrollArea', 'Combobox'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  LoadingOverlay: ['Overlay', 'Loader'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  InputBase: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Menu: ['Popover'],
  Table: ['ScrollArea'],
};

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

/** The component names a module imports from @mantine/core (values, not types). */
export const mantineComponentsOf = (code: string) => {
  const names = new Set<string>();
  for (const match of code.matchAll(IMPORT)) {
    if (/^import\s+type\b/.test(match[0])) continue;
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (/^[A-Z]/.test(name)) names.add(name);
    }
  }
  return [...names];
};

/**
 * Mantine's styles per component, as the page uses them: every module of the app that imports a
 * component from @mantine/core also imports that component's stylesheet (and its parts'), so each
 * screen's chunk carries the CSS of what it draws and nothing else. The imports go before the
 * module's own (so the app's styles still come after Mantine's), on its first line, so that the
 * module's lines stay where its source map says.
 */
export const mantineComponentStyles = (): Plugin => {
  const available = new Set(
    fs
      .readdirSync(STYLES_DIR)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.css'.length)),
  );
  return {
    name: 'paydesk-mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\/src\/.*\.tsx?$/.test(id)) return null;
      const sheets = new Set<string>();
      for (const component of mantineComponentsOf(code)) {
        for (const sheet of [...(PARTS[component] ?? []), component]) if (available.has(sheet)) sheets.add(sheet);
      }
      if (sheets.size === 0) return null;
      const imports = [...sheets].map((sheet) => `import '@mantine/core/styles/${sheet}.css';`).join('');
      return { code: `${imports}${code}`, map: null };
    },
  };
};
