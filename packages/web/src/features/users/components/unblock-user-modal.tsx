import { Text } from '@mantine/core';
import type { ManagedUser } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useUnblockUser } from '../api/unblock-user';

type UnblockProps = { user: ManagedUser; onClose: () => void };

export const UnblockUserModal = ({ user, onClose }: UnblockProps) => {
  const t = useT();
  const unblock = useUnblockUser();
  const [failure, setFailure] = useState<ServerErrors | null>(null);

  const confirm = () => {
    setFailure(null);
    unblock.mutate(user.uuid, {
      onSuccess: () => {
        notifySuccess(t('users.notify.unblocked', { name: user.username }));
        onClose();
      },
      onError: (error) => setFailure(placeServerErrors(error, { shows: () => false, fallback: t('api.requestFailed') })),
    });
  };

  return (
    <FormModal
      title={t('users.modal.unblock', { name: user.username })}
      onClose={onClose}
      onSubmit={confirm}
      submitLabel={t('users.action.unblock')}
      submitColor="green"
      pending={unblock.isPending}
      failure={failure}
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
