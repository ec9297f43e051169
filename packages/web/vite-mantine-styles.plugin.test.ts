import { describe, expect, it } from 'vitest';
import { mantineComponentStyles, mantineComponentsOf } from './vite-mantine-styles.plugin';

const transform = (code: string, id = '/app/packages/web/src/feature/screen.tsx') => {
  const plugin = mantineComponentStyles();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? null;
};

describe('Mantine styles per component', () => {
  it('reads the components a module imports, not its types', () => {
    const code = `import { Badge, Select as Choice, type SelectProps, useMantineTheme } from '@mantine/core';\nimport type { MantineColor } from '@mantine/core';`;
    expect(mantineComponentsOf(code)).toEqual(['Badge', 'Select']);
  });

  it("imports each component's sheet after the sheets of its parts, on the module's first line", () => {
    const code = `import { Modal, Select } from '@mantine/core';\nexport const x = 1;`;
    const [first, ...rest] = transform(code)!.split('\n');
    const sheets = [...first!.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((match) => match[1]);
    // Select has no sheet of its own: it is drawn by the combobox.
    expect(sheets).toEqual(['ModalBase', 'Overlay', 'CloseButton', 'Paper', 'Modal', 'Input', 'Popover', 'ScrollArea', 'Combobox']);
    expect(rest).toEqual(['export const x = 1;']);
  });

  it('leaves modules without Mantine components, and the libraries, alone', () => {
    expect(transform(`import { useState } from 'react';`)).toBeNull();
    expect(transform(`import { Modal } from '@mantine/core';`, '/app/node_modules/x/src/index.ts')).toBeNull();
  });
});
