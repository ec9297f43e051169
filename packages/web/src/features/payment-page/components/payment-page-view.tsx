import { Alert, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack, IconCheck, IconCircleCheck, IconClockExclamation, IconHourglass, IconX } from '@tabler/icons-react';
import type { PaymentPage, PaymentPageStatus } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { usePaymentPage } from '../api/get-payment-page';
import { usePaymentStatus } from '../api/get-payment-status';
import { paymentPageKeys } from '../api/keys';
import { useMarkPaid } from '../api/mark-paid';
import { exactGroupedAmount, formatPhone, groupCardNumber } from '../../../shared/format/payment-numbers.util';
import { Countdown } from './countdown';
import { CopyIcon } from '../../../shared/ui/copy-icon';
import { DetailRow } from './detail-row';
import { ReceiptsSection } from './receipts-section';

const STATUS_COLORS: Record<PaymentPageStatus, string> = {
  awaiting_payment: 'blue',
  confirming: 'yellow',
  paid: 'teal',
  canceled: 'red',
  expired: 'orange',
};

const STATUS_ICONS = {
  confirming: IconHourglass,
  paid: IconCircleCheck,
  canceled: IconX,
  expired: IconClockExclamation,
} as const;

const OUTCOME_TEXT = {
  confirming: 'payPage.confirmingText',
  paid: 'payPage.paidText',
  canceled: 'payPage.canceledText',
  expired: 'payPage.expiredText',
} as const;

/** Where and how much to pay, while the order waits for the payment. */
const PaymentDetails = ({ page }: { page: PaymentPage }) => {
  const t = useT();
  return (
    <Stack gap="sm">
      <DetailRow label={t('payPage.paymentType')} value={page.payment_type_name} />
      {page.bank ? <DetailRow label={t('payPage.bank')} value={page.bank} /> : null}
      {page.card_number ? (
        <DetailRow
          label={t('payPage.cardNumber')}
          value={page.card_number}
          shown={groupCardNumber(page.card_number)}
          copy
          testId="pay-card"
        />
      ) : null}
      {page.phone ? (
        <DetailRow label={t('payPage.phone')} value={page.phone} shown={formatPhone(page.phone)} copy testId="pay-phone" />
      ) : null}
      {page.account ? <DetailRow label={t('payPage.account')} value={page.account} copy testId="pay-account" /> : null}
      {page.bik ? <DetailRow label={t('payPage.bik')} value={page.bik} copy testId="pay-bik" /> : null}
      {page.correspondent_account ? (
        <DetailRow label={t('payPage.correspondentAccount')} value={page.correspondent_account} copy testId="pay-correspondent-account" />
      ) : null}
      {page.holder ? <DetailRow label={t('payPage.holder')} value={page.holder} testId="pay-holder" /> : null}
    </Stack>
  );
};

/** The customer's page for one order: made for a phone first, live while the order can change. */
export const PaymentPageView = ({ token }: { token: string }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const query = usePaymentPage(token);
  const page = query.data;
  usePaymentStatus(token, page);
  const markPaid = useMarkPaid(token);
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: paymentPageKeys.page(token) }), [queryClient, token]);

  if (query.isPending) return <Text c="dimmed">{t('app.loading')}</Text>;
  // A failed reload keeps what the customer already sees; the status poll asks again.
  if (!page) {
    const error = query.error;
    const message =
      isApiError(error) && (error.status === 404 || error.status === 422)
        ? t('payPage.notFound')
        : isApiError(error) && error.status === 429
          ? t('payPage.throttled')
          : t('payPage.loadFailed');
    return (
      <Alert color="red" role="alert" title={t('payPage.title')} data-testid="pay-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {isApiError(error) && error.status === 404 ? null : (
            <Button size="xs" variant="light" color="red" onClick={reload}>
              {t('payPage.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }

  const open = page.status === 'awaiting_payment';
  const outcome = page.status === 'awaiting_payment' ? null : page.status;
  const StatusIcon = outcome ? STATUS_ICONS[outcome] : null;
  const final = page.status === 'paid' || page.status === 'canceled';
  const takesReceipts = page.status !== 'paid';

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          {/* The status is announced when it changes: the page updates by itself. */}
          <div aria-live="polite">
            <Badge
              color={STATUS_COLORS[page.status]}
              variant="light"
              size="lg"
              tt="none"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal' } }}
              data-testid="pay-status"
              data-status={page.status}
            >
              {t(`payPage.status.${page.status}`)}
            </Badge>
          </div>
          <Text size="sm" c="dimmed">
            {t('payPage.amountLabel')}
          </Text>
          <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="pay-amount">
              {exactGroupedAmount(page.amount)} {page.currency}
            </Title>
            {open ? <CopyIcon value={page.amount} label={t('payPage.amountLabel')} /> : null}
          </Group>
          {open ? (
            <Alert color="yellow" variant="light" p="xs">
              <Text size="sm" fw={500}>
                {t('payPage.exactHint')}
              </Text>
            </Alert>
          ) : null}
        </Stack>
      </Card>

      {outcome && StatusIcon ? (
        <Alert
          color={STATUS_COLORS[outcome]}
          variant="light"
          icon={<StatusIcon size={20} aria-hidden />}
          title={t(`payPage.status.${outcome}`)}
          data-testid="pay-outcome"
        >
          {t(OUTCOME_TEXT[outcome])}
        </Alert>
      ) : null}

      {open ? (
        <Card withBorder radius="md" padding="md">
          <Stack gap="md">
            <Countdown expiresAt={page.expires_at} serverTime={page.server_time} onElapsed={reload} />
            <Divider />
            <PaymentDetails page={page} />
            <Divider />
            <Button
              size="lg"
              fullWidth
              leftSection={<IconCheck size={20} />}
              loading={markPaid.isPending}
              onClick={() => markPaid.mutate(undefined, { onError: reload })}
              data-testid="pay-i-have-paid"
            >
              {t('payPage.iHavePaid')}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {t('payPage.paidHint')}
            </Text>
            {markPaid.error ? (
              <Alert color="red" role="alert" p="xs">
                {markPaid.error.message}
              </Alert>
            ) : null}
          </Stack>
        </Card>
      ) : null}

      {page.status === 'confirming' ? (
        <Card withBorder radius="md" padding="md">
          <PaymentDetails page={page} />
        </Card>
      ) : null}

      {takesReceipts ? (
        <Card withBorder radius="md" padding="md">
          <ReceiptsSection token={token} page={page} />
        </Card>
      ) : null}

      {final && page.return_url ? (
        <Button
          component="a"
          href={page.return_url}
          rel="noopener noreferrer"
          size="lg"
          fullWidth
          variant={page.status === 'paid' ? 'filled' : 'default'}
          leftSection={<IconArrowBack size={20} />}
          data-testid="pay-back"
        >
          {t('payPage.back')}
        </Button>
      ) : null}

      <Text size="xs" c="dimmed" ta="center">
        {t('payPage.secure')}
      </Text>
    </Stack>
  );
};
