import { Stack, Title } from '@mantine/core';
import { BalanceHistory } from '../../features/wallets/components/balance-history';
import { BalanceSummary } from '../../features/wallets/components/balance-summary';
import { MyWalletsTable } from '../../features/wallets/components/my-wallets-table';
import { useFollowBalance } from '../../features/wallets/hooks/use-follow-balance';
import { hasBalanceScreen } from '../../features/wallets/model/wallet-access';
import { useT } from '../../shared/i18n/use-t';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

export const BalancePage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  useFollowBalance(user?.wallets ?? []);
  if (!user) return null;

  return (
    <Stack gap="md">
      <PageHeader title={t('menu.balance')} />
      {hasBalanceScreen(user) ? (
        <>
          <BalanceSummary user={user} />
          {/* Headings rather than cards: the history has nine columns and needs the width. */}
          <Title order={2} size="h4" mt="xs">
            {t('wallets.balance.wallets')}
          </Title>
          <MyWalletsTable />
          <Title order={2} size="h4" mt="xs">
            {t('wallets.balance.history')}
          </Title>
          <BalanceHistory />
        </>
      ) : (
        <PageForbidden />
      )}
    </Stack>
  );
};
