import { Group, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { walletName } from '../../../shared/format/server-words';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageEmpty } from '../../../shared/ui/page-state';
import { SectionCard } from '../../../shared/ui/section-card';

/** Admin only: the platform's virtual wallet. */
export const SystemBalance = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  if (user.type.slug !== 'admin') return null;
  const wallets = user.wallets.filter((wallet) => wallet.type.slug === 'virtual');

  return (
    <SectionCard title={t('settings.systemBalance')} testId="system-balance">
      {wallets.length === 0 ? (
        <PageEmpty text={t('settings.noSystemWallets')} />
      ) : (
        <Stack gap="xs">
          {wallets.map((wallet) => (
            <Group key={`${wallet.name}-${wallet.amount.currency.code}`} justify="space-between" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {walletName(t, wallet.name)}
              </Text>
              <MoneyText money={wallet.amount} fw={600} size="lg" />
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
};
