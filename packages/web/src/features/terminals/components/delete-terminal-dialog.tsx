import type { Terminal } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { ConfirmDialog } from '../../../shared/ui/form/confirm-dialog';
import { useDeleteTerminal } from '../api/delete-terminal';

/** The question before a terminal goes: its phone stops confirming payments, its requisites lose it. */
export const DeleteTerminalDialog = ({ terminal, onClose }: { terminal: Pick<Terminal, 'guid' | 'name'>; onClose: () => void }) => {
  const t = useT();
  const remove = useDeleteTerminal();
  return (
    <ConfirmDialog
      title={t('terminals.deleteTitle')}
      message={t('terminals.deleteText', { name: terminal.name })}
      confirmLabel={t('terminals.delete')}
      onConfirm={() => remove.mutate(terminal.guid, { onSuccess: onClose })}
      onClose={onClose}
      pending={remove.isPending}
      failure={remove.isError ? { message: errorMessage(remove.error, t('api.requestFailed')), others: [] } : null}
      testIds={{ form: 'terminal-delete-form', submit: 'terminal-delete-confirm', failure: 'terminal-delete-error' }}
    />
  );
};
