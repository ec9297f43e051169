import { TextInput } from '@mantine/core';
import { type Flow, updateFlowBody } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useUpdateFlow } from '../api/update-flow';

const MAX_NAME = 120;

type RenameFlowProps = { flow: Flow; onClose: () => void };

/** A flow's new name: not blank after trimming, at most 120 characters. */
export const RenameFlowModal = ({ flow, onClose }: RenameFlowProps) => {
  const t = useT();
  const update = useUpdateFlow();
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const form = useSchemaForm({
    schema: updateFlowBody,
    initialValues: { name: flow.name },
    toRequest: (values) => ({ name: values.name }),
    messages: { name: t('flow.form.nameRequired') },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    update.mutate(
      { flowId: flow.uuid, name: values.name.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('flow.renamed'));
          onClose();
        },
        onError: (error) => {
          const placed = placeServerErrors(error, { shows: pathsShown('name'), fallback: t('api.requestFailed') });
          form.setErrors(placed.fields);
          setFailure(placed);
        },
      },
    );
  });

  return (
    <FormModal
      title={t('flow.rename')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('setup.save')}
      pending={update.isPending}
      failure={failure}
      testIds={{ form: 'rename-flow-form' }}
    >
      <TextInput label={t('flow.form.name')} {...form.getInputProps('name')} maxLength={MAX_NAME} required data-autofocus />
    </FormModal>
  );
};
