import { Text, Textarea } from '@mantine/core';
import { blockUserBody, type ManagedUser } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useBlockUser } from '../api/block-user';

const MAX_COMMENT = 500;

type BlockProps = { user: ManagedUser; onClose: () => void };

/** Blocking needs a reason: a blank one (after trimming) sends nothing and says so. */
export const BlockUserModal = ({ user, onClose }: BlockProps) => {
  const t = useT();
  const block = useBlockUser();
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const form = useSchemaForm({
    schema: blockUserBody,
    initialValues: { comment: '' },
    toRequest: (values) => ({ uuid: user.uuid, comment: values.comment }),
    messages: { comment: t('users.block.commentRequired') },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    block.mutate(
      { uuid: user.uuid, comment: values.comment.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('users.notify.blocked', { name: user.username }));
          onClose();
        },
        onError: (error) => {
          const placed = placeServerErrors(error, { shows: pathsShown('comment'), fallback: t('api.requestFailed') });
          form.setErrors(placed.fields);
          setFailure(placed);
        },
      },
    );
  });

  return (
    <FormModal
      title={t('users.modal.block', { name: user.username })}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('users.action.block')}
      submitColor="red"
      pending={block.isPending}
      failure={failure}
      testIds={{ form: 'block-form' }}
    >
      <Text size="sm">{t('users.block.text')}</Text>
      <Textarea
        label={t('users.block.comment')}
        {...form.getInputProps('comment')}
        maxLength={MAX_COMMENT}
        autosize
        minRows={3}
        required
        data-autofocus
      />
    </FormModal>
  );
};
