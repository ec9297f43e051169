import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormModal } from './form-modal';
import type { ServerErrors } from './server-errors';

type ConfirmDialogProps = {
  title: ReactNode;
  /** What will happen, and why it cannot be undone. */
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  failure?: Pick<ServerErrors, 'message' | 'others'> | null;
  testIds?: { form?: string; submit?: string; failure?: string };
  children?: ReactNode;
};

/** The one question before a destructive action: red confirm, Cancel beside it, Escape backs out. */
export const ConfirmDialog = ({ message, confirmLabel, onConfirm, children, ...rest }: ConfirmDialogProps) => (
  <FormModal {...rest} onSubmit={onConfirm} submitLabel={confirmLabel} submitColor="red" size="sm">
    {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
    {children}
  </FormModal>
);
