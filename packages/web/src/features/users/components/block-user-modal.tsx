import { Text, Textarea } from '@mantine/core';
import { blockUserBody, type ManagedUser } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown } from '../../../shared/ui/form/server-errors';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useBlockUser } from '../api/block-user';

const MAX_COMMENT = 500;

type BlockProps = { user: ManagedUser; onClose: () => void };

/** Blocking needs a reason: a blank one (after trimming) sends nothing and says so. */
export const BlockUserModal = ({ user, onClose }: BlockProps) => {
  const t = useT();
  const form = useSchemaForm({
    schema: blockUserBody,
    initialValues: { comment: '' },
    toRequest: (values) => ({ uuid: user.uuid, comment: values.comment }),
    messages: { comment: t('users.block.commentRequired') },
  });

  const block = useFormMutation(useBlockUser(), { form, shows: pathsShown('comment') });
  const submit = form.onSubmit((values) =>
    block.submit(
      { uuid: user.uuid, comment: values.comment.trim() },
      { success: t('users.notify.blocked', { name: user.username }), onSuccess: onClose },
    ),
  );

  return (
    <FormModal
      title={t('users.modal.block', { name: user.username })}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('users.action.block')}
      submitColor="red"
      pending={block.pending}
      failure={block.failure}
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
