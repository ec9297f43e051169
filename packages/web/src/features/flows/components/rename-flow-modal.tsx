import { TextInput } from '@mantine/core';
import { type Flow, updateFlowBody } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown } from '../../../shared/ui/form/server-errors';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useUpdateFlow } from '../api/update-flow';

const MAX_NAME = 120;

type RenameFlowProps = { flow: Flow; onClose: () => void };

/** A flow's new name: not blank after trimming, at most 120 characters. */
export const RenameFlowModal = ({ flow, onClose }: RenameFlowProps) => {
  const t = useT();
  const form = useSchemaForm({
    schema: updateFlowBody,
    initialValues: { name: flow.name },
    toRequest: (values) => ({ name: values.name }),
    messages: { name: t('flow.form.nameRequired') },
  });

  const update = useFormMutation(useUpdateFlow(), { form, shows: pathsShown('name') });
  const submit = form.onSubmit((values) =>
    update.submit({ flowId: flow.uuid, name: values.name.trim() }, { success: t('flow.renamed'), onSuccess: onClose }),
  );

  return (
    <FormModal
      title={t('flow.rename')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('setup.save')}
      pending={update.pending}
      failure={update.failure}
      testIds={{ form: 'rename-flow-form' }}
    >
      <TextInput label={t('flow.form.name')} {...form.getInputProps('name')} maxLength={MAX_NAME} required data-autofocus />
    </FormModal>
  );
};
