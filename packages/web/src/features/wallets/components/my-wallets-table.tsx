import { Group, Text } from '@mantine/core';
import type { Wallet } from '@paydesk/contract';
import { exactAmount, formatMoney } from '../../../shared/format/format-money.util';
import { walletName } from '../../../shared/format/server-words';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { useMyWallets } from '../api/get-my-wallets';
import { AddressCopy } from './address-copy';

/** The user's wallets: the virtual balance and each real deposit address. */
export const MyWalletsTable = () => {
  const t = useT();
  const list = useMyWallets();
  const columns: Column<Wallet>[] = [
    { key: 'name', header: t('wallets.column.name'), render: (wallet) => walletName(t, wallet.name), nowrap: true },
    { key: 'type', header: t('wallets.column.type'), render: (wallet) => t(`wallets.type.${wallet.type.slug}`), nowrap: true },
    {
      key: 'address',
      header: t('wallets.column.address'),
      render: (wallet) =>
        wallet.address ? (
          <AddressCopy address={wallet.address} compact />
        ) : (
          <Text size="sm" c="dimmed" span>
            —
          </Text>
        ),
    },
    {
      key: 'amount',
      header: t('wallets.column.amount'),
      render: (wallet) => (
        <Group justify="flex-end" wrap="nowrap">
          <Text size="sm" ff="monospace" fw={600} span title={`${exactAmount(wallet.amount.amount)} ${wallet.amount.currency.code}`}>
            {formatMoney(wallet.amount)}
          </Text>
        </Group>
      ),
      align: 'right',
      nowrap: true,
    },
  ];
  return (
    <ListSection
      list={list}
      columns={columns}
      rowKey={(wallet) => `${wallet.type.slug}:${wallet.address ?? wallet.name}`}
      emptyText={t('wallets.empty')}
      minWidth={640}
      testId="my-wallets"
      errorText={t('fallback.loadWalletsFailed')}
    />
  );
};
