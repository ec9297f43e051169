import { Text, Textarea } from '@mantine/core';
import { cancelOrderBody, type Order } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useCancelOrder } from '../api/cancel-order';

const MAX_REASON = 500;

/** An admin cancels an open order; the reason is required and goes into the order's history. */
export const CancelOrderModal = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const t = useT();
  const cancel = useCancelOrder();
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const form = useSchemaForm({
    schema: cancelOrderBody,
    initialValues: { reason: '' },
    messages: { reason: t('orders.cancel.reasonRequired') },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    cancel.mutate(
      { id: order.guid, reason: values.reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('orders.cancel.done'));
          onClose();
        },
        onError: (error) => {
          const placed = placeServerErrors(error, { shows: pathsShown('reason'), fallback: t('api.requestFailed') });
          form.setErrors(placed.fields);
          setFailure(placed);
        },
      },
    );
  });

  return (
    <FormModal
      title={t('orders.cancel.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('orders.cancel.submit')}
      submitColor="red"
      pending={cancel.isPending}
      failure={failure}
      testIds={{ form: 'cancel-order-form', submit: 'cancel-order-submit' }}
    >
      <Text size="sm">{t('orders.cancel.text', { amount: `${order.fiat_money.amount} ${order.fiat_money.currency.code}` })}</Text>
      <Textarea
        label={t('orders.cancel.reason')}
        {...form.getInputProps('reason')}
        maxLength={MAX_REASON}
        autosize
        minRows={3}
        required
        data-autofocus
        data-testid="cancel-order-reason"
      />
    </FormModal>
  );
};
