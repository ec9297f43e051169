import { Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

type CopyFieldProps = {
  label: string;
  value: string | null;
  /** Shown instead of an empty value. */
  placeholder?: string;
  /** Extra actions beside the copy button (regenerate, say). */
  actions?: ReactNode;
};

/** A read-only value with its label and a copy button; the buttons wrap below on narrow screens. */
export const CopyField = ({ label, value, placeholder, actions }: CopyFieldProps) => (
  <Group align="flex-end" gap="xs">
    <TextInput
      label={label}
      value={value ?? ''}
      placeholder={placeholder}
      readOnly
      variant="filled"
      style={{ flex: '1 1 240px', minWidth: 0 }}
    />
    {value || actions ? (
      <Group gap="xs">
        {value ? <CopyButton value={value} /> : null}
        {actions}
      </Group>
    ) : null}
  </Group>
);
