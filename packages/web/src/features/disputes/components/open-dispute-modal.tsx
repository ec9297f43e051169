import { Checkbox, Stack, Text, Textarea } from '@mantine/core';
import {
  CURRENCY_SCALES,
  DISPUTE_COMMENT_MAX,
  DISPUTE_FILES_MAX,
  openDisputeBody,
  type DisputeReason,
  type Order,
} from '@paydesk/contract';
import { useState } from 'react';
import { formatAmount } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { SelectField } from '../../../shared/ui/select-field';
import { ShortId } from '../../../shared/ui/short-id';
import { useDisputeReasons } from '../api/get-dispute-reasons';
import { useOrderReceipts } from '../api/get-order-receipts';
import { useOpenDispute } from '../api/open-dispute';
import type { PickedFile } from '../model/dispute-file.util';
import { DisputeFilesInput } from './dispute-files-input';

type Values = { reason: string; amount: string; comment: string; with_receipts: boolean };

type Reason = { value: DisputeReason; fields: string[] };

/** The request: only the chosen reason's fields, the files as name and data URL. */
const toRequest = (orderId: string, reason: Reason | undefined, files: PickedFile[]) => (values: Values) => ({
  order_uuid: orderId,
  reason: reason?.value ?? values.reason,
  ...(reason?.fields.includes('amount') && values.amount.trim() ? { amount: values.amount.trim() } : {}),
  ...(reason?.fields.includes('comment') && values.comment.trim() ? { comment: values.comment.trim() } : {}),
  files: files.map((file) => ({ name: file.name, content: file.content })),
  ...(values.with_receipts ? { with_receipts: true } : {}),
});

type OpenDisputeModalProps = { order: Order; onClose: () => void; onOpened?: () => void };

/**
 * The dispute modal (spec 001): the order, a reason from the server, the reason's fields, the
 * evidence files (checked here by their bytes) and the customer's receipts when there are any.
 * After the server takes it the modal closes and the lists reload.
 */
export const OpenDisputeModal = ({ order, onClose, onOpened }: OpenDisputeModalProps) => {
  const t = useT();
  const reasons = useDisputeReasons();
  const receipts = useOrderReceipts(order.guid);
  const open = useOpenDispute();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const [reasonValue, setReasonValue] = useState('');
  const reason = reasons.data?.find((item) => item.value === reasonValue);
  const form = useSchemaForm<Values>({
    schema: openDisputeBody,
    initialValues: { reason: '', amount: '', comment: '', with_receipts: false },
    toRequest: toRequest(order.guid, reason, files),
    messages: { reason: t('disputes.open.reasonRequired') },
  });
  const currency = order.fiat_money.currency.code;
  const scale = CURRENCY_SCALES[currency as keyof typeof CURRENCY_SCALES] ?? 2;
  const hasReceipts = (receipts.data?.length ?? 0) > 0;

  const missing = (values: Values) => {
    const errors: Record<string, string> = {};
    if (reason?.fields.includes('amount') && !values.amount.trim()) errors.amount = t('disputes.open.amountRequired');
    if (reason?.fields.includes('comment') && !values.comment.trim()) errors.comment = t('disputes.open.commentRequired');
    return errors;
  };

  const submit = form.onSubmit((values) => {
    const errors = missing(values);
    if (!reason || Object.keys(errors).length > 0) return form.setErrors(errors);
    // The receipts count among the files: said here rather than by the server after the upload.
    const receiptCount = values.with_receipts ? (receipts.data?.length ?? 0) : 0;
    if (files.length + receiptCount > DISPUTE_FILES_MAX) {
      return setFailure({
        fields: {},
        message: t('disputes.open.tooManyFiles', { max: DISPUTE_FILES_MAX, receipts: receiptCount }),
        others: [],
      });
    }
    setFailure(null);
    open.mutate(
      { ...toRequest(order.guid, reason, files)(values), reason: reason.value },
      {
        onSuccess: () => {
          notifySuccess(t('disputes.open.done'));
          onOpened?.();
          onClose();
        },
        onError: (error) => {
          const placed = placeServerErrors(error, {
            shows: pathsShown('reason', 'amount', 'comment'),
            fallback: t('api.requestFailed'),
          });
          form.setErrors(placed.fields);
          setFailure(placed);
        },
      },
    );
  });

  return (
    <FormModal
      title={t('disputes.open.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('disputes.open.submit')}
      pending={open.isPending}
      failure={failure}
      size="lg"
      testIds={{ form: 'open-dispute-form', submit: 'open-dispute-submit', failure: 'open-dispute-failure' }}
    >
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t('disputes.open.order')}
        </Text>
        <ShortId id={order.guid} />
        <Text size="sm" ff="monospace">
          {formatAmount(order.fiat_money.amount)} {currency} · {order.status.title}
        </Text>
      </Stack>
      <SelectField
        label={t('disputes.open.reason')}
        placeholder={t('disputes.open.reasonPlaceholder')}
        options={(reasons.data ?? []).map((item) => ({ value: item.value, label: item.title }))}
        value={form.values.reason || null}
        onChange={(value) => {
          setReasonValue(value ?? '');
          form.setFieldValue('reason', value ?? '');
          form.clearErrors();
        }}
        error={form.errors.reason ?? (reasons.isError ? t('disputes.open.reasonsFailed') : undefined)}
        disabled={reasons.isPending}
        withAsterisk
        data-testid="open-dispute-reason"
      />
      {reason?.fields.includes('amount') ? (
        <DecimalInput
          label={reason.names.amount ?? t('disputes.field.claimed')}
          description={t('disputes.open.amountHint', { currency })}
          scale={scale}
          withAsterisk
          rightSection={<Text size="xs">{currency}</Text>}
          {...form.getInputProps('amount')}
          value={form.values.amount}
          onChange={(value) => form.setFieldValue('amount', value)}
          data-testid="open-dispute-amount"
        />
      ) : null}
      {reason?.fields.includes('comment') ? (
        <Textarea
          label={reason.names.comment ?? t('disputes.evidence.comment')}
          autosize
          minRows={3}
          maxLength={DISPUTE_COMMENT_MAX}
          withAsterisk
          {...form.getInputProps('comment')}
          data-testid="open-dispute-comment"
        />
      ) : null}
      <DisputeFilesInput value={files} onChange={setFiles} disabled={open.isPending} />
      {hasReceipts ? (
        <Checkbox
          label={t('disputes.open.withReceipts', { count: receipts.data?.length ?? 0 })}
          {...form.getInputProps('with_receipts', { type: 'checkbox' })}
          data-testid="open-dispute-with-receipts"
        />
      ) : null}
    </FormModal>
  );
};
