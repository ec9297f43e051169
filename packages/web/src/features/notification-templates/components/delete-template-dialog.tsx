import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { ConfirmDialog } from '../../../shared/ui/form/confirm-dialog';
import { useDeleteTemplate } from '../api/delete-template';

/** The question before an admin's own template goes; switching it off is the way back-able. */
export const DeleteTemplateDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const t = useT();
  const remove = useDeleteTemplate();
  return (
    <ConfirmDialog
      title={t('templates.deleteTitle')}
      message={t('templates.deleteText')}
      confirmLabel={t('templates.delete')}
      onConfirm={() => remove.mutate(id, { onSuccess: onClose })}
      onClose={onClose}
      pending={remove.isPending}
      failure={remove.isError ? { message: errorMessage(remove.error, t('api.requestFailed')), others: [] } : null}
      testIds={{ form: 'template-delete-form', submit: 'template-delete-confirm', failure: 'template-delete-error' }}
    />
  );
};
