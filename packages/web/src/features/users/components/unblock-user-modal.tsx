import { Button, Group, Stack, Text } from '@mantine/core';
import type { ManagedUser } from '@paydesk/contract';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { AppModal } from '../../../shared/ui/app-modal';
import { useUnblockUser } from '../api/unblock-user';

type UnblockProps = { user: ManagedUser; onClose: () => void };

export const UnblockUserModal = ({ user, onClose }: UnblockProps) => {
  const t = useT();
  const unblock = useUnblockUser();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setFailure(null);
    unblock.mutate(user.uuid, {
      onSuccess: () => {
        notifySuccess(t('users.notify.unblocked', { name: user.username }));
        onClose();
      },
      onError: (error) => setFailure(errorMessage(error, t('api.requestFailed'))),
    });
  };

  return (
    <AppModal opened onClose={onClose} title={t('users.modal.unblock', { name: user.username })} size="sm">
      <Stack gap="md" data-testid="unblock-confirm">
        <Text size="sm">{t('users.unblock.text', { name: user.username })}</Text>
        {user.block_comment ? (
          <Text size="sm" c="dimmed">
            {t('users.unblock.reason', { reason: user.block_comment })}
          </Text>
        ) : null}
        {failure ? (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('users.action.cancel')}
          </Button>
          <Button color="green" onClick={confirm} loading={unblock.isPending}>
            {t('users.action.unblock')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
