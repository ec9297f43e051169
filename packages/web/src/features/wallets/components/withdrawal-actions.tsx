import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { WalletTransaction } from '@paydesk/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { trimDecimal } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { AppModal } from '../../../shared/ui/app-modal';
import { useAcceptTransaction } from '../api/accept-transaction';
import { useRejectTransaction } from '../api/reject-transaction';
import { serverMessage } from '../model/server-message';

const describe = (row: WalletTransaction) => ({
  amount: trimDecimal(row.money.amount),
  currency: row.money.currency.code,
  owner: row.payable.username,
});

type RejectProps = { row: WalletTransaction; onClose: () => void };

/** Rejecting is final: it asks first, and says why the server refused if it did. */
const RejectModal = ({ row, onClose }: RejectProps) => {
  const t = useT();
  const reject = useRejectTransaction();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () =>
    reject.mutate(row.guid, {
      onSuccess: () => {
        notifySuccess(t('wallets.pay.rejected', describe(row)));
        onClose();
      },
      onError: (error) => setFailure(serverMessage(error, t('api.requestFailed'))),
    });

  return (
    <AppModal opened onClose={onClose} title={t('wallets.pay.rejectTitle')} size="sm">
      <Stack gap="md" data-testid="reject-modal">
        <Text size="sm">{t('wallets.pay.rejectText', describe(row))}</Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('wallets.pay.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={reject.isPending} data-testid="reject-confirm">
            {t('wallets.pay.reject')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};

/** Accept and Reject for a withdrawal waiting in moderation; nothing for the others. */
export const WithdrawalActions = ({ row }: { row: WalletTransaction }) => {
  const t = useT();
  const accept = useAcceptTransaction();
  const [rejecting, setRejecting] = useState(false);
  if (row.status.slug !== 'moderation') return null;

  const onAccept = () =>
    accept.mutate(row.guid, {
      onSuccess: (done) => notifySuccess(t('wallets.pay.accepted', { ...describe(done), status: done.status.title })),
    });

  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" color="green" onClick={onAccept} loading={accept.isPending} data-testid="accept-withdrawal">
        {t('wallets.pay.accept')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onClick={() => setRejecting(true)}
        disabled={accept.isPending}
        data-testid="reject-withdrawal"
      >
        {t('wallets.pay.reject')}
      </Button>
      {rejecting ? <RejectModal row={row} onClose={() => setRejecting(false)} /> : null}
    </Group>
  );
};
