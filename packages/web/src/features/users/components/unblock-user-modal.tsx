import { Text } from '@mantine/core';
import type { ManagedUser } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { useUnblockUser } from '../api/unblock-user';

type UnblockProps = { user: ManagedUser; onClose: () => void };

export const UnblockUserModal = ({ user, onClose }: UnblockProps) => {
  const t = useT();
  const unblock = useFormMutation(useUnblockUser());
  const confirm = () => unblock.submit(user.uuid, { success: t('users.notify.unblocked', { name: user.username }), onSuccess: onClose });

  return (
    <FormModal
      title={t('users.modal.unblock', { name: user.username })}
      onClose={onClose}
      onSubmit={confirm}
      submitLabel={t('users.action.unblock')}
      submitColor="green"
      pending={unblock.pending}
      failure={unblock.failure}
      size="sm"
      testIds={{ form: 'unblock-confirm' }}
    >
      <Text size="sm">{t('users.unblock.text', { name: user.username })}</Text>
      {user.block_comment ? (
        <Text size="sm" c="dimmed">
          {t('users.unblock.reason', { reason: user.block_comment })}
        </Text>
      ) : null}
    </FormModal>
  );
};
