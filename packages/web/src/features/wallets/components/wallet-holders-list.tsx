import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { WalletHolder } from '@paydesk/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { exactAmount } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { ShortId } from '../../../shared/ui/short-id';
import { useWalletHolders } from '../api/get-wallet-holders';
import { AddressCopy } from './address-copy';
import { AmountText } from './transaction-cells';

/** A difference, exact and signed: `+7`, `−3.5`. */
const signedAmount = (amount: string) => (amount.startsWith('-') ? `−${exactAmount(amount.slice(1))}` : `+${exactAmount(amount)}`);

/** One line per wallet of the holder, so that address, trx and amount line up across the columns. */
const WALLET_LINE_HEIGHT = 30;

const PerWallet = ({ holder, render }: { holder: WalletHolder; render: (wallet: WalletHolder['wallets'][number]) => ReactNode }) => (
  <Stack gap={4}>
    {holder.wallets.map((wallet) => (
      <Group key={wallet.name} mih={WALLET_LINE_HEIGHT} gap="xs" wrap="nowrap">
        {render(wallet)}
      </Group>
    ))}
  </Stack>
);

/** Holders of real wallets, the root's marked as the system's; the toolbar slot takes the root's button. */
export const WalletHoldersList = ({ toolbar }: { toolbar?: ReactNode }) => {
  const t = useT();
  const list = useWalletHolders();
  const columns: Column<WalletHolder>[] = [
    {
      key: 'address',
      header: t('wallets.holders.address'),
      // The address gives way (ellipsis, whole in its tooltip and its copy) before the amounts do.
      render: (holder) => (
        <PerWallet
          holder={holder}
          render={(wallet) => (
            <Box maw={300} miw={0}>
              <AddressCopy address={wallet.name} compact />
            </Box>
          )}
        />
      ),
    },
    {
      key: 'owner',
      header: t('wallets.holders.owner'),
      card: 'title',
      render: (holder) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} span>
            {holder.holder.username}
          </Text>
          {holder.holder.is_root ? (
            <Badge size="xs" variant="light" color="grape" data-testid="system-marker">
              {t('wallets.holders.system')}
            </Badge>
          ) : null}
        </Group>
      ),
      nowrap: true,
    },
    {
      key: 'account',
      header: t('wallets.holders.account'),
      render: (holder) =>
        holder.account_uuid ? (
          <ShortId id={holder.account_uuid} />
        ) : (
          <Text size="sm" c="dimmed" span>
            —
          </Text>
        ),
      nowrap: true,
    },
    {
      key: 'trx',
      header: t('wallets.holders.trx'),
      // The server does not track TRX (the network's fee coin) per wallet yet.
      render: (holder) => (
        <PerWallet
          holder={holder}
          render={(wallet) => (
            <Text size="sm" c="dimmed" span>
              {wallet.trx ?? t('wallets.holders.notAvailable')}
            </Text>
          )}
        />
      ),
      nowrap: true,
    },
    {
      key: 'amount',
      header: t('wallets.holders.amount'),
      render: (holder) => <PerWallet holder={holder} render={(wallet) => <AmountText money={wallet.amount} strong />} />,
      nowrap: true,
    },
    {
      key: 'onChain',
      header: t('wallets.holders.onChain'),
      // What the chain said when last asked; a difference from the amount the platform believes is flagged.
      render: (holder) => (
        <PerWallet
          holder={holder}
          render={(wallet) =>
            wallet.on_chain ? (
              <Group
                gap={6}
                wrap="nowrap"
                title={wallet.checked_at ? t('wallets.holders.checkedAt', { date: formatDateTime(wallet.checked_at) }) : undefined}
              >
                <AmountText money={wallet.on_chain} />
                {wallet.drift ? (
                  <Badge
                    size="sm"
                    variant="light"
                    color="red"
                    tt="none"
                    style={{ flexShrink: 0 }}
                    data-testid="wallet-drift"
                    data-drift={wallet.drift.amount}
                    title={t('wallets.holders.drift', { amount: signedAmount(wallet.drift.amount), currency: wallet.drift.currency.code })}
                  >
                    {signedAmount(wallet.drift.amount)}
                  </Badge>
                ) : null}
              </Group>
            ) : (
              <Text size="sm" c="dimmed" span>
                {t('wallets.holders.notChecked')}
              </Text>
            )
          }
        />
      ),
      nowrap: true,
    },
  ];

  return (
    <ListSection
      list={list}
      columns={columns}
      rowKey={(holder) => holder.holder.uuid}
      emptyText={t('wallets.holders.empty')}
      minWidth={900}
      toolbar={toolbar}
      testId="wallet-holders"
    />
  );
};
