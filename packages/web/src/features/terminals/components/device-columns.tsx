import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Terminal } from '@paydesk/contract';
import { IconBell, IconCheck, IconListDetails, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import type { Translate } from '../../../shared/i18n/translate';
import type { Column } from '../../../shared/list/data-table';
import { OnlineDot } from '../../../shared/ui/online-dot';
import { ShortId } from '../../../shared/ui/short-id';
import { type AdminTerminalAction, adminActionsFor } from '../model/terminal-status';
import { DeviceInfoCard } from './device-info-card';
import { ModeSwitch } from './mode-switch';
import { TerminalStatusBadge } from './terminal-status';

export type DeviceAction = AdminTerminalAction | 'notifications' | 'requisites';
type OnAction = (action: DeviceAction, terminal: Terminal) => void;

type DeviceColumnsOptions = { t: Translate; onAction: OnAction; busy: (terminal: Terminal) => boolean };

const StatusCell = ({ terminal, t, onAction, busy }: { terminal: Terminal } & DeviceColumnsOptions) => {
  const actions = adminActionsFor(terminal.status.slug);
  const { name } = terminal;
  return (
    <Stack gap={6} align="flex-start">
      <TerminalStatusBadge status={terminal.status} />
      <Group gap={4} wrap="nowrap">
        {actions.includes('moderate') ? (
          <Button
            size="compact-xs"
            variant="light"
            color="green"
            leftSection={<IconCheck size={12} />}
            onClick={() => onAction('moderate', terminal)}
            disabled={busy(terminal)}
            aria-label={t('terminals.moderateOf', { name })}
            data-testid="terminal-moderate"
          >
            {t('terminals.moderate')}
          </Button>
        ) : null}
        {actions.includes('disable') ? (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            leftSection={<IconPlayerStop size={12} />}
            onClick={() => onAction('disable', terminal)}
            disabled={busy(terminal)}
            aria-label={t('terminals.disableOf', { name })}
            data-testid="terminal-disable"
          >
            {t('terminals.disable')}
          </Button>
        ) : null}
        <Tooltip label={t('terminals.delete')} withinPortal>
          <ActionIcon
            size="sm"
            variant="light"
            color="red"
            onClick={() => onAction('delete', terminal)}
            aria-label={t('terminals.deleteOf', { name })}
            data-testid="terminal-delete"
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
};

/** The admin's devices table (spec): id, status with its actions, online, name with the device, trader with the directions, actions. */
export const deviceColumns = (options: DeviceColumnsOptions): Column<Terminal>[] => {
  const { t, onAction } = options;
  return [
    { key: 'id', header: t('terminals.column.id'), nowrap: true, render: (terminal) => <ShortId id={terminal.guid} /> },
    {
      key: 'status',
      header: t('terminals.column.status'),
      card: 'status',
      render: (terminal) => <StatusCell terminal={terminal} {...options} />,
    },
    {
      key: 'online',
      header: t('terminals.column.online'),
      align: 'center',
      render: (terminal) => <OnlineDot online={terminal.is_online} />,
    },
    { key: 'name', header: t('terminals.column.name'), card: 'title', render: (terminal) => <DeviceInfoCard terminal={terminal} /> },
    {
      key: 'trader',
      header: t('terminals.column.trader'),
      render: (terminal) => (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {terminal.user.username}
          </Text>
          {terminal.user.email && (
            <Text size="xs" c="dimmed">
              {terminal.user.email}
            </Text>
          )}
          {/* Keyed by the server's state, so a reload (a change elsewhere) moves the switches too. */}
          <Group gap="sm" key={`${terminal.deposit_open}-${terminal.withdraw_open}`}>
            <ModeSwitch terminal={terminal} direction="pay_in" />
            <ModeSwitch terminal={terminal} direction="pay_out" />
          </Group>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('terminals.column.actions'),
      nowrap: true,
      render: (terminal) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('terminals.notifications')} withinPortal>
            <ActionIcon
              variant="default"
              onClick={() => onAction('notifications', terminal)}
              aria-label={t('terminals.notificationsOf', { name: terminal.name })}
              data-testid="terminal-notifications-open"
            >
              <IconBell size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('terminals.requisites')} withinPortal>
            <ActionIcon
              variant="default"
              onClick={() => onAction('requisites', terminal)}
              aria-label={t('terminals.requisitesOf', { name: terminal.name })}
              data-testid="terminal-requisites-open"
            >
              <IconListDetails size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
};
