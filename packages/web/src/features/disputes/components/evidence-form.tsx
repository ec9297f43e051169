import { Button, Group, Stack, Textarea } from '@mantine/core';
import { DISPUTE_COMMENT_MAX, disputeEvidenceBody } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useAddDisputeEvidence } from '../api/add-dispute-evidence';
import type { PickedFile } from '../model/dispute-file.util';
import { DisputeFilesInput } from './dispute-files-input';

type Values = { comment: string };

const toRequest = (files: PickedFile[]) => (values: Values) => ({
  ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
  files: files.map((file) => ({ name: file.name, content: file.content })),
});

/** An answer on an open dispute: a comment, files, or both (the trader's, the merchant's, an admin's). */
export const EvidenceForm = ({ uuid, onAdded }: { uuid: string; onAdded?: () => void }) => {
  const t = useT();
  const add = useAddDisputeEvidence();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const form = useSchemaForm<Values>({ schema: disputeEvidenceBody, initialValues: { comment: '' }, toRequest: toRequest(files) });

  const submit = form.onSubmit((values) => {
    if (!values.comment.trim() && files.length === 0) {
      form.setFieldError('comment', t('disputes.evidence.empty'));
      return;
    }
    setFailure(null);
    add.mutate(
      { uuid, ...toRequest(files)(values) },
      {
        onSuccess: () => {
          notifySuccess(t('disputes.evidence.done'));
          form.reset();
          setFiles([]);
          onAdded?.();
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
    <form onSubmit={submit} noValidate data-testid="dispute-evidence-form">
      <Stack gap="sm">
        <Textarea
          label={t('disputes.evidence.comment')}
          autosize
          minRows={2}
          maxLength={DISPUTE_COMMENT_MAX}
          {...form.getInputProps('comment')}
          data-testid="dispute-evidence-comment"
        />
        <DisputeFilesInput value={files} onChange={setFiles} disabled={add.isPending} />
        <FormAlert failure={failure} testId="dispute-evidence-failure" />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} data-testid="dispute-evidence-submit">
            {t('disputes.evidence.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
