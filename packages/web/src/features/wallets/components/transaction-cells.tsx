import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { WalletTransaction } from '@paydesk/contract';
import { exactAmount, formatAmount } from '../../../shared/format/format-money.util';
import { shortId } from '../../../shared/format/short-id.util';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { ShortId } from '../../../shared/ui/short-id';
import { statusColor } from '../model/transaction-status';

type Amount = WalletTransaction['money'];

/** A table amount: two decimals, truncated (`...` when digits were cut), with the currency code. */
export const AmountText = ({ money, strong = false, size = 'sm' }: { money: Amount | null; strong?: boolean; size?: 'xs' | 'sm' }) =>
  money ? (
    <Text
      size={size}
      ff="monospace"
      fw={strong ? 600 : undefined}
      span
      data-amount={money.amount}
      title={`${exactAmount(money.amount)} ${money.currency.code}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatAmount(money.amount)} {money.currency.code}
    </Text>
  ) : (
    <Text size={size} c="dimmed" span>
      —
    </Text>
  );

export const StatusBadge = ({ status }: { status: WalletTransaction['status'] }) => (
  <Badge
    size="sm"
    color={statusColor(status.slug)}
    variant="light"
    data-status={status.slug}
    style={{ flexShrink: 0, minWidth: 'max-content' }}
  >
    {status.title}
  </Badge>
);

/** The available balance before the transaction and, below it, after. */
const BalanceAround = ({ row }: { row: WalletTransaction }) => (
  <Stack gap={0} align="flex-end" data-testid="balance-around">
    <AmountText money={row.balance_before} size="xs" />
    <Text size="xs" c="dimmed" span>
      → <AmountText money={row.balance_after} size="xs" />
    </Text>
  </Stack>
);

/** Where a movement's record opens: an order in the history on its direction's tab, a payment on the payments page. */
const referenceLink = (reference: NonNullable<WalletTransaction['reference']>) =>
  reference.type === 'order'
    ? `/history?tab=${reference.direction ?? 'pay_in'}&open=${reference.id}`
    : `/pay?tab=${reference.type === 'deposit' ? 'deposit' : 'withdraw'}&filter[guid]=${reference.id}`;

/** What moved the money and, below it, the order, deposit or withdrawal it belongs to (a link where the reader may open it). */
const ActionCell = ({ row, linkPayments }: { row: WalletTransaction; linkPayments: boolean }) => {
  const t = useT();
  const reference = row.reference;
  const label = reference ? t(`wallets.history.reference.${reference.type}`, { id: shortId(reference.id) }) : null;
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm" span>
        {row.action.title}
      </Text>
      {reference ? (
        reference.type === 'order' || linkPayments ? (
          <Anchor
            component={Link}
            to={referenceLink(reference)}
            size="xs"
            title={reference.id}
            data-testid="movement-reference"
            data-reference={reference.type}
            data-id={reference.id}
          >
            {label}
          </Anchor>
        ) : (
          <Text
            size="xs"
            c="dimmed"
            span
            title={reference.id}
            data-testid="movement-reference"
            data-reference={reference.type}
            data-id={reference.id}
          >
            {label}
          </Text>
        )
      ) : null}
    </Stack>
  );
};

/** Money in with a plus, money out with a minus: a wallet's history reads as its balance moves. */
const SignedAmount = ({ row }: { row: WalletTransaction }) => (
  <Text size="sm" span data-side={row.side ?? undefined} style={{ whiteSpace: 'nowrap' }}>
    {row.side === 'credit' ? '+' : row.side === 'debit' ? '−' : ''}
    <AmountText money={row.money} strong />
  </Text>
);

type TransactionColumn = Column<WalletTransaction>;
type Cell = Omit<TransactionColumn, 'header'>;

const CELLS = {
  guid: { key: 'guid', render: (row) => <ShortId id={row.guid} />, nowrap: true },
  type: { key: 'type', render: (row) => row.type.title, nowrap: true },
  // On a phone's card the amount is the title and the status stands beside it.
  status: { key: 'status', render: (row) => <StatusBadge status={row.status} />, nowrap: true, card: 'status' },
  amount: {
    key: 'amount',
    render: (row) => <SignedAmount row={row} />,
    sortable: true,
    align: 'right',
    nowrap: true,
    card: 'title',
  },
  date: { key: 'date', sortField: 'created_at', sortable: true, render: (row) => <DateTimeText value={row.date} />, nowrap: true },
  action: { key: 'action', render: (row) => <ActionCell row={row} linkPayments={false} /> },
  adminAction: { key: 'action', render: (row) => <ActionCell row={row} linkPayments /> },
  payable: { key: 'payable', render: (row) => row.payable.username, nowrap: true },
  balance: { key: 'balance', render: (row) => <BalanceAround row={row} />, align: 'right', nowrap: true },
  txId: { key: 'tx_id', render: (row) => (row.tx_id ? <ShortId id={row.tx_id} /> : <AmountText money={null} />), nowrap: true },
} satisfies Record<string, Cell>;

/** One column of a transactions table; the balance history and the payments page label them their own way. */
export const transactionColumn = (name: keyof typeof CELLS, header: string): TransactionColumn => ({ ...CELLS[name], header });
