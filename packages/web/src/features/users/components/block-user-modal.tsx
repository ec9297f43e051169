import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ManagedUser } from '@paydesk/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { AppModal } from '../../../shared/ui/app-modal';
import { useBlockUser } from '../api/block-user';

const MAX_COMMENT = 500;

type BlockProps = { user: ManagedUser; onClose: () => void };

/** Blocking needs a reason: a blank one (after trimming) sends nothing and says so. */
export const BlockUserModal = ({ user, onClose }: BlockProps) => {
  const t = useT();
  const block = useBlockUser();
  const [comment, setComment] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const reason = comment.trim();
    if (!reason) {
      setHint(t('users.block.commentRequired'));
      return;
    }
    block.mutate(
      { uuid: user.uuid, comment: reason },
      {
        onSuccess: () => {
          notifySuccess(t('users.notify.blocked', { name: user.username }));
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t('api.requestFailed'))),
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={t('users.modal.block', { name: user.username })} size="md">
      <form onSubmit={submit} noValidate data-testid="block-form">
        <Stack gap="md">
          <Text size="sm">{t('users.block.text')}</Text>
          <Textarea
            label={t('users.block.comment')}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setHint(null);
            }}
            error={hint}
            maxLength={MAX_COMMENT}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          {failure ? (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('users.action.cancel')}
            </Button>
            <Button type="submit" color="red" loading={block.isPending}>
              {t('users.action.block')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};
