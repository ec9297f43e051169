import type { Flow } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { ConfirmDialog } from '../../../shared/ui/form/confirm-dialog';
import { placeServerErrors } from '../../../shared/ui/form/server-errors';
import { useDeleteFlow } from '../api/delete-flow';

type DeleteFlowModalProps = { flow: Flow; onClose: () => void; onDeleted: () => void };

export const DeleteFlowModal = ({ flow, onClose, onDeleted }: DeleteFlowModalProps) => {
  const t = useT();
  const remove = useDeleteFlow();
  return (
    <ConfirmDialog
      title={t('flow.deleteTitle')}
      message={t('flow.deleteText', { name: flow.name })}
      confirmLabel={t('flow.delete')}
      onConfirm={() => remove.mutate(flow.uuid, { onSuccess: onDeleted })}
      onClose={onClose}
      pending={remove.isPending}
      failure={remove.error ? placeServerErrors(remove.error, { shows: () => false, fallback: t('api.requestFailed') }) : null}
      testIds={{ form: 'delete-flow-modal' }}
    />
  );
};
