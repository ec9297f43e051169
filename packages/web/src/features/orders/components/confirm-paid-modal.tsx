import { Stack, Text } from '@mantine/core';
import { CURRENCY_SCALES, setPaidBody, type Order } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useSetPaid } from '../api/set-paid';

type ConfirmPaidProps = { order: Order; onClose: () => void };

const toRequest = (values: { amount: string }) => (values.amount.trim() === '' ? {} : { amount: values.amount.trim() });

/**
 * The trader confirms a payment: the expected amount, and an optional "amount actually received"
 * when the customer paid another sum (a pay-in only; a pay-out is paid by the trader as asked).
 */
export const ConfirmPaidModal = ({ order, onClose }: ConfirmPaidProps) => {
  const t = useT();
  const setPaid = useSetPaid();
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const form = useSchemaForm({ schema: setPaidBody, initialValues: { amount: '' }, toRequest });
  const currency = order.fiat_money.currency.code;
  const scale = CURRENCY_SCALES[currency as keyof typeof CURRENCY_SCALES] ?? 2;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    setPaid.mutate(
      { id: order.guid, ...toRequest(values) },
      {
        onSuccess: () => {
          notifySuccess(t('orders.confirm.done'));
          onClose();
        },
        onError: (error) => {
          const placed = placeServerErrors(error, { shows: pathsShown('amount'), fallback: t('api.requestFailed') });
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
      pending={setPaid.isPending}
      failure={failure}
      testIds={{ form: 'confirm-paid-form', submit: 'confirm-paid-submit' }}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('orders.confirm.expected')}
        </Text>
        <Text size="xl" fw={700} ff="monospace" data-testid="confirm-expected">
          {order.fiat_money.amount} {currency}
        </Text>
        <Text size="sm" c="dimmed" ff="monospace">
          {order.crypto_money.amount} {order.crypto_money.currency.code}
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
          onChange={(value) => form.setFieldValue('amount', value)}
          data-testid="confirm-received"
          data-autofocus
        />
      ) : null}
    </FormModal>
  );
};
