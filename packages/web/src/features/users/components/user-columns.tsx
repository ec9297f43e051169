import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { fromMinor, toMinor, USDT_SCALE, type ManagedUser, type Money } from '@paydesk/contract';
import { formatAmount } from '../../../shared/format/format-money.util';
import type { Translate } from '../../../shared/i18n/translate';
import type { Column } from '../../../shared/list/data-table';
import { OnlineDot } from '../../../shared/ui/online-dot';
import { ShortId } from '../../../shared/ui/short-id';
import type { ManagedType } from '../model/user-type';

export type RowAction = 'flows' | 'edit' | 'details' | 'block' | 'unblock';

/** The ledger's available USDT. */
const usdtBalance = (user: ManagedUser) => user.balance.available.amount;

/** Available plus held, added exactly. */
const totalBalance = (user: ManagedUser) =>
  fromMinor(toMinor(user.balance.available.amount, USDT_SCALE) + toMinor(user.balance.held.amount, USDT_SCALE), USDT_SCALE);

const money = (amount: string, code = 'USDT') => `${formatAmount(amount)} ${code}`;
const insuranceOf = (user: ManagedUser): Money | null =>
  user.profile?.kind === 'trader' && user.profile.insurance_paid ? user.balance.insurance : null;

const TraderBalance = ({ user, t }: { user: ManagedUser; t: Translate }) => {
  const insurance = insuranceOf(user);
  return (
    <Stack gap={0} ff="monospace">
      <Text size="xs" span>
        {t('users.balance.holding')}: {money(user.balance.held.amount)}
      </Text>
      <Text size="xs" span fw={600}>
        {t('users.balance.total')}: {money(totalBalance(user))}
      </Text>
      {insurance ? (
        <Text size="xs" span c="dimmed">
          {t('users.balance.insurance')}: {money(insurance.amount, insurance.currency.code)}
        </Text>
      ) : null}
    </Stack>
  );
};

const Login = ({ user, t }: { user: ManagedUser; t: Translate }) => (
  <Group gap={6} wrap="nowrap">
    <Text size="sm" fw={500} data-testid="row-username">
      {user.username}
    </Text>
    {user.is_blocked ? (
      <Badge color="red" size="xs" variant="light" style={{ flexShrink: 0 }}>
        {t('users.status.blocked')}
      </Badge>
    ) : null}
    {user.is_active ? null : (
      <Badge color="gray" size="xs" variant="light" style={{ flexShrink: 0 }}>
        {t('users.status.inactive')}
      </Badge>
    )}
  </Group>
);

const Actions = ({ user, type, t, onAction }: { user: ManagedUser; type: ManagedType; t: Translate; onAction: OnAction }) => (
  <Group gap={4} wrap="wrap" miw={160}>
    {type === 'trader' ? (
      <Button size="compact-xs" variant="light" color="grape" onClick={() => onAction('flows', user)}>
        {t('users.action.flows')}
      </Button>
    ) : null}
    <Button size="compact-xs" variant="light" onClick={() => onAction('edit', user)}>
      {t('users.action.edit')}
    </Button>
    <Button size="compact-xs" variant="default" onClick={() => onAction('details', user)}>
      {t('users.action.details')}
    </Button>
    {user.is_blocked ? (
      <Button size="compact-xs" variant="light" color="green" onClick={() => onAction('unblock', user)}>
        {t('users.action.unblock')}
      </Button>
    ) : (
      <Button size="compact-xs" variant="light" color="red" onClick={() => onAction('block', user)}>
        {t('users.action.block')}
      </Button>
    )}
  </Group>
);

type OnAction = (action: RowAction, user: ManagedUser) => void;

const percentOf = (user: ManagedUser, key: 'pay_in_percentage' | 'pay_out_percentage') =>
  user.profile?.kind === 'merchant' ? `${user.profile[key]}%` : '—';

/** The columns of each users tab, as the spec lists them. */
export const userColumns = (type: ManagedType, t: Translate, onAction: OnAction): Column<ManagedUser>[] => {
  const online: Column<ManagedUser> = {
    key: 'online',
    header: t('users.column.online'),
    render: (user) => <OnlineDot online={user.is_online} />,
    align: 'center',
    width: 64,
    card: 'status',
  };
  const id: Column<ManagedUser> = {
    key: 'uuid',
    // One name for every kind of id column: ID (never UUID or GUID).
    header: t('users.column.id'),
    render: (user) => <ShortId id={user.uuid} />,
    nowrap: true,
  };
  const login: Column<ManagedUser> = {
    key: 'username',
    header: type === 'admin' ? t('users.column.username') : t('users.column.login'),
    render: (user) => <Login user={user} t={t} />,
    sortable: true,
    nowrap: true,
    card: 'title',
  };
  const comment: Column<ManagedUser> = {
    key: 'comment',
    header: t('users.column.comment'),
    render: (user) => (
      <Text size="sm" lineClamp={2} maw={220}>
        {user.comment ?? ''}
      </Text>
    ),
  };
  const actions: Column<ManagedUser> = {
    key: 'actions',
    header: t('users.column.actions'),
    // Buttons wrap rather than push the table wider than a laptop screen (Russian labels are long).
    render: (user) => <Actions user={user} type={type} t={t} onAction={onAction} />,
  };

  switch (type) {
    case 'trader':
      return [
        online,
        id,
        login,
        { key: 'balance', header: t('users.column.balance'), render: (user) => <TraderBalance user={user} t={t} />, nowrap: true },
        comment,
        actions,
      ];
    case 'merchant':
      return [
        online,
        id,
        login,
        {
          key: 'balance',
          header: t('users.column.usdtBalance'),
          render: (user) => formatAmount(usdtBalance(user)),
          nowrap: true,
          align: 'right',
        },
        { key: 'pay_in', header: t('users.column.payIn'), render: (user) => percentOf(user, 'pay_in_percentage'), align: 'right' },
        { key: 'pay_out', header: t('users.column.payOut'), render: (user) => percentOf(user, 'pay_out_percentage'), align: 'right' },
        comment,
        actions,
      ];
    case 'agent':
    case 'partner':
    case 'admin':
      return [online, id, login, comment, actions];
  }
};
