import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';

type SaveFieldProps = {
  label: string;
  initialValue: string;
  busy: boolean;
  /** Called with the trimmed value; a blank value never reaches it. */
  onSave: (value: string) => void;
  type?: 'text' | 'url';
  placeholder?: string;
  /** A line under the label. */
  description?: string;
  /** Inside the field, at its end (a Show button). */
  rightSection?: ReactNode;
  /** Tells this Save button from the others on the page. */
  testId: string;
};

/** An editable setting with its own Save button. */
export const SaveField = ({
  label,
  initialValue,
  busy,
  onSave,
  type = 'text',
  placeholder,
  description,
  rightSection,
  testId,
}: SaveFieldProps) => {
  const t = useT();
  const [value, setValue] = useState(initialValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return;
    onSave(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          type={type}
          placeholder={placeholder}
          description={description}
          rightSection={rightSection}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="light" disabled={busy} data-testid={testId}>
          {t('settings.save')}
        </Button>
      </Group>
    </form>
  );
};
