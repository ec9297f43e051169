import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CURRENCY_SCALES, differsByMoreThan, RECEIVED_AMOUNT_TOLERANCE_PERCENT, confirmPaidBody, type Order } from '@paydesk/contract';
import { useState } from 'react';
import { formatDecimal } from '../../../shared/format/format-money.util';
import { exactGroupedAmount } from '../../../shared/format/payment-numbers.util';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useConfirmPaid } from '../api/confirm-paid';

type ConfirmPaidProps = { order: Order; onClose: () => void };

type Values = { amount: string; confirm_difference: boolean };

/** A typed amount worth comparing: digits, at most one point, at least one digit. */
const isAmount = (value: string) => /^(\d+\.?\d*|\.\d+)$/.test(value.trim());

/**
 * A received amount this far from the asked one is more often a slip of a digit than a payment:
 * the trader says so a second time before the merchant is credited with it.
 */
const needsSecondConfirmation = (asked: string, received: string) =>
  isAmount(received) && differsByMoreThan(asked, received.trim(), RECEIVED_AMOUNT_TOLERANCE_PERCENT);

const toRequest = (asked: string) => (values: Values) => ({
  ...(values.amount.trim() === '' ? {} : { amount: values.amount.trim() }),
  ...(needsSecondConfirmation(asked, values.amount) && values.confirm_difference ? { confirm_difference: true as const } : {}),
});

/**
 * The trader confirms a payment: the expected amount, and an optional "amount actually received"
 * when the customer paid another sum (a pay-in only; a pay-out is paid by the trader as asked).
 */
export const ConfirmPaidModal = ({ order, onClose }: ConfirmPaidProps) => {
  const t = useT();
  const confirm = useConfirmPaid();
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const asked = order.fiat_money.amount;
  const currency = order.fiat_money.currency.code;
  const scale = CURRENCY_SCALES[currency as keyof typeof CURRENCY_SCALES] ?? 2;
  const form = useSchemaForm<Values>({
    schema: confirmPaidBody,
    initialValues: { amount: '', confirm_difference: false },
    toRequest: toRequest(asked),
  });
  const guarded = needsSecondConfirmation(asked, form.values.amount);
  // A canceled pay-in confirmed late: the server opens a dispute instead of paying the order.
  const late = order.status.slug === 'canceled';
  const money = (amount: string) => `${exactGroupedAmount(formatDecimal(amount, scale))} ${currency}`;
  // In a sentence an amount keeps its currency on its line.
  const inText = (amount: string) => money(amount).replace(' ', '\u00a0');
  const names = { asked: inText(asked), received: inText(form.values.amount || '0') };

  const changeAmount = (value: string) => {
    form.setFieldValue('amount', value);
    // A new amount is a new question: an earlier tick does not answer it.
    form.setFieldValue('confirm_difference', false);
    form.clearFieldError('confirm_difference');
  };

  const submit = form.onSubmit((values) => {
    if (guarded && !values.confirm_difference) {
      form.setFieldError('confirm_difference', t('orders.confirm.differenceRequired'));
      return;
    }
    setFailure(null);
    confirm.mutate(
      { id: order.guid, ...toRequest(asked)(values) },
      {
        onSuccess: () => {
          notifySuccess(t(late ? 'orders.confirm.lateDone' : 'orders.confirm.done'));
          onClose();
        },
        onError: (error) => {
          const placed = placeServerErrors(error, { shows: pathsShown('amount', 'confirm_difference'), fallback: t('api.requestFailed') });
          form.setErrors(placed.fields);
          setFailure(placed);
        },
      },
    );
  });

  return (
    <FormModal
      title={t('orders.confirm.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('orders.confirm.submit')}
      submitColor="green"
      pending={confirm.isPending}
      failure={failure}
      testIds={{ form: 'confirm-paid-form', submit: 'confirm-paid-submit' }}
    >
      {late ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('orders.confirm.lateTitle')}>
          <Text size="sm">{t('orders.confirm.lateText')}</Text>
        </Alert>
      ) : null}
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {t('orders.confirm.expected')}
        </Text>
        <Text fz={30} lh={1.2} fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="confirm-expected">
          {money(asked)}
        </Text>
        <Text size="sm" c="dimmed" ff="monospace">
          {exactGroupedAmount(order.crypto_money.amount)} {order.crypto_money.currency.code}
        </Text>
      </Stack>
      {order.direction === 'pay_in' ? (
        <DecimalInput
          label={t('orders.confirm.received')}
          description={t('orders.confirm.receivedHint')}
          scale={scale}
          rightSection={<Text size="xs">{currency}</Text>}
          {...form.getInputProps('amount')}
          value={form.values.amount}
          onChange={changeAmount}
          data-testid="confirm-received"
        />
      ) : null}
      {guarded ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('orders.confirm.differenceTitle', { percent: RECEIVED_AMOUNT_TOLERANCE_PERCENT })}
          data-testid="confirm-difference-warning"
        >
          <Stack gap="sm">
            <Text size="sm">{t('orders.confirm.differenceText', names)}</Text>
            <Checkbox
              label={t('orders.confirm.differenceCheck', names)}
              {...form.getInputProps('confirm_difference', { type: 'checkbox' })}
              data-testid="confirm-difference"
            />
          </Stack>
        </Alert>
      ) : null}
    </FormModal>
  );
};
