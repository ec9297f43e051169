import { Stack, Text, Textarea } from '@mantine/core';
import { CURRENCY_SCALES, DISPUTE_COMMENT_MAX, disputeStatusBody, type Dispute } from '@paydesk/contract';
import { useState } from 'react';
import { formatAmount } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { ConfirmDialog } from '../../../shared/ui/form/confirm-dialog';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useSetDisputeStatus } from '../api/set-dispute-status';
import { carriesAmount, moneyEffectKey, type Outcome } from '../model/money-effect.util';

type Values = { amount: string; comment: string };

const toRequest = (outcome: Outcome, withAmount: boolean) => (values: Values) => ({
  status: outcome,
  ...(withAmount && values.amount.trim() ? { amount: values.amount.trim() } : {}),
  ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
});

type ResolveDisputeDialogProps = { dispute: Dispute; outcome: Outcome; onClose: () => void; onDone?: () => void };

/**
 * The admin's decision, asked once: what it does to the money, and for a reason with an amount an
 * optional amount in place of the claimed one. The server's refusal (a trader short of USDT, say) stays in the dialog.
 */
export const ResolveDisputeDialog = ({ dispute, outcome, onClose, onDone }: ResolveDisputeDialogProps) => {
  const t = useT();
  const setStatus = useSetDisputeStatus();
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const withAmount = outcome === 'resolved' && carriesAmount(dispute);
  const currency = dispute.fiat_amount.currency.code;
  const scale = CURRENCY_SCALES[currency as keyof typeof CURRENCY_SCALES] ?? 2;
  const form = useSchemaForm<Values>({
    schema: disputeStatusBody,
    initialValues: { amount: '', comment: '' },
    toRequest: toRequest(outcome, withAmount),
  });
  const claimed = dispute.claimed_amount ?? dispute.fiat_amount;
  const amount = withAmount && form.values.amount.trim() ? form.values.amount.trim() : claimed.amount;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    setStatus.mutate(
      { uuid: dispute.uuid, ...toRequest(outcome, withAmount)(values) },
      {
        onSuccess: () => {
          notifySuccess(t(outcome === 'resolved' ? 'disputes.resolve.done' : 'disputes.reject.done'));
          onDone?.();
          onClose();
        },
        onError: (error) => {
          const placed = placeServerErrors(error, { shows: pathsShown('amount', 'comment'), fallback: t('api.requestFailed') });
          form.setErrors(placed.fields);
          setFailure(placed);
        },
      },
    );
  });

  return (
    <ConfirmDialog
      title={t(outcome === 'resolved' ? 'disputes.resolve.title' : 'disputes.reject.title')}
      message={
        <Text size="sm" data-testid="dispute-money-effect">
          {t(moneyEffectKey(dispute, outcome), { amount: `${formatAmount(amount)} ${currency}`.replace(/\s/g, '\u00a0') })}
        </Text>
      }
      confirmLabel={t(outcome === 'resolved' ? 'disputes.resolve.submit' : 'disputes.reject.submit')}
      onConfirm={submit}
      onClose={onClose}
      pending={setStatus.isPending}
      failure={failure}
      testIds={{ form: 'dispute-status-form', submit: 'dispute-status-submit', failure: 'dispute-status-failure' }}
    >
      <Stack gap="sm">
        {withAmount ? (
          <DecimalInput
            label={t('disputes.resolve.amount')}
            description={t('disputes.resolve.amountHint', { amount: `${formatAmount(claimed.amount)} ${currency}` })}
            scale={scale}
            rightSection={<Text size="xs">{currency}</Text>}
            {...form.getInputProps('amount')}
            value={form.values.amount}
            onChange={(value) => form.setFieldValue('amount', value)}
            data-testid="dispute-status-amount"
          />
        ) : null}
        <Textarea
          label={t('disputes.resolve.comment')}
          autosize
          minRows={2}
          maxLength={DISPUTE_COMMENT_MAX}
          {...form.getInputProps('comment')}
          data-testid="dispute-status-comment"
        />
      </Stack>
    </ConfirmDialog>
  );
};
