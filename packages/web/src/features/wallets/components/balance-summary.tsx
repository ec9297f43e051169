import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@paydesk/contract';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { exactAmount, formatMoney } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { virtualUsdtWallet } from '../model/balance.util';
import { canPayIn, canPayOut } from '../model/wallet-access';

// The pay-in (QR codes) and pay-out (its form's schema) dialogs load when one is opened, not with the page.
const PayInModal = lazy(() => import('./pay-in-modal').then((module) => ({ default: module.PayInModal })));
const PayOutModal = lazy(() => import('./pay-out-modal').then((module) => ({ default: module.PayOutModal })));

type Open = 'pay-in' | 'pay-out' | null;

/**
 * The virtual USDT balance, read from the current user so that it follows each reload of the
 * user (a deposit message reloads it), with the pay-in and pay-out buttons the role may use.
 */
export const BalanceSummary = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const balance = virtualUsdtWallet(user.wallets);
  const isMerchant = user.type.slug === 'merchant';
  const close = () => setOpen(null);

  return (
    <Paper withBorder p="md" radius="md" data-testid="balance-summary">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('wallets.balance.total')}
          </Text>
          {balance ? (
            <Text
              fz={28}
              fw={700}
              lh={1.25}
              ff="monospace"
              data-testid="balance-total"
              data-amount={balance.amount.amount}
              title={`${exactAmount(balance.amount.amount)} ${balance.amount.currency.code}`}
            >
              {formatMoney(balance.amount)}
            </Text>
          ) : (
            <Text c="dimmed">{t('wallets.balance.noWallet')}</Text>
          )}
        </Stack>
        <Group gap="sm">
          {canPayIn(user) ? (
            <Button
              // Merchants take their customers' money in: their pay-in is the main action.
              variant={isMerchant ? 'gradient' : 'light'}
              gradient={isMerchant ? { from: 'teal', to: 'green', deg: 90 } : undefined}
              color={isMerchant ? undefined : 'teal'}
              leftSection={<IconArrowDownLeft size={16} />}
              onClick={() => setOpen('pay-in')}
              data-testid="pay-in-button"
            >
              {t('wallets.payIn.button')}
            </Button>
          ) : null}
          {canPayOut(user) && balance ? (
            <Button leftSection={<IconArrowUpRight size={16} />} onClick={() => setOpen('pay-out')} data-testid="pay-out-button">
              {t('wallets.payOut.button')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Suspense fallback={null}>
        {open === 'pay-in' ? <PayInModal wallets={user.wallets} onClose={close} /> : null}
        {open === 'pay-out' && balance ? <PayOutModal balance={balance} onClose={close} /> : null}
      </Suspense>
    </Paper>
  );
};
