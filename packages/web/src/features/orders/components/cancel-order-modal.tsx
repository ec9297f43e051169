import { Text, Textarea } from '@mantine/core';
import { cancelOrderBody, type Order } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown } from '../../../shared/ui/form/server-errors';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { useCancelOrder } from '../api/cancel-order';

const MAX_REASON = 500;

/** An admin cancels an open order; the reason is required and goes into the order's history. */
export const CancelOrderModal = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const t = useT();
  const form = useSchemaForm({
    schema: cancelOrderBody,
    initialValues: { reason: '' },
    messages: { reason: t('orders.cancel.reasonRequired') },
  });

  const cancel = useFormMutation(useCancelOrder(), { form, shows: pathsShown('reason') });
  const submit = form.onSubmit((values) =>
    cancel.submit({ id: order.guid, reason: values.reason.trim() }, { success: t('orders.cancel.done'), onSuccess: onClose }),
  );

  return (
    <FormModal
      title={t('orders.cancel.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('orders.cancel.submit')}
      submitColor="red"
      pending={cancel.pending}
      failure={cancel.failure}
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
