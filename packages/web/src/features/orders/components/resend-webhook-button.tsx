import { Button } from '@mantine/core';
import { RESENDABLE_STATUSES, type Order } from '@paydesk/contract';
import { IconSend } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify';
import { useResendWebhook } from '../api/resend-webhook';

export const canResend = (order: Order) => (RESENDABLE_STATUSES as readonly string[]).includes(order.status.slug);

/** The history's "Resend webhook" (admins): only on a canceled or paid order (spec 001). */
export const ResendWebhookButton = ({ order }: { order: Order }) => {
  const t = useT();
  const resend = useResendWebhook();
  if (!canResend(order)) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSend size={14} />}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(order.guid, {
          onSuccess: () => notifySuccess(t('orders.webhook.resent')),
          onError: (error) => notifyError(error),
        })
      }
      data-testid="resend-webhook"
    >
      {t('orders.webhook.resend')}
    </Button>
  );
};
