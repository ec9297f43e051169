import { Button, Group, Stack, type MantineColor } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { AppModal } from '../app-modal';
import { FormAlert } from './form-alert';
import type { ServerErrors } from './server-errors';

export type FormModalProps = {
  title: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  cancelLabel?: string;
  submitColor?: MantineColor;
  pending?: boolean;
  failure?: Pick<ServerErrors, 'message' | 'others'> | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testIds?: { form?: string; submit?: string; failure?: string };
  children?: ReactNode;
};

/** The shell of every form in a modal: the fields, the alert, and one Cancel / Save footer. */
export const FormModal = ({
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  submitColor,
  pending = false,
  failure = null,
  size = 'md',
  testIds = {},
  children,
}: FormModalProps) => {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second Enter while the first is on its way sends nothing.
    if (!pending) onSubmit();
  };
  return (
    <AppModal opened onClose={onClose} title={title} size={size}>
      <form onSubmit={submit} noValidate data-testid={testIds.form}>
        <Stack gap="md">
          {children}
          <FormAlert failure={failure} testId={testIds.failure} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {cancelLabel ?? t('form.cancel')}
            </Button>
            <Button type="submit" color={submitColor} loading={pending} data-testid={testIds.submit}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};
