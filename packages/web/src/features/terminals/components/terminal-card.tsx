import { ActionIcon, Badge, Group, Menu, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import type { Terminal } from '@paydesk/contract';
import { IconBell, IconDotsVertical, IconLink, IconMessageForward, IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { CopyIcon } from '../../../shared/ui/copy-icon';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { OnlineDot } from '../../../shared/ui/online-dot';
import { canPair, traderPowerOf } from '../model/terminal-status';
import { TerminalStatusDot } from './terminal-status';

export type TerminalCardAction = 'edit' | 'delete' | 'pair' | 'forwarder' | 'notifications' | 'disable' | 'enable';

type TerminalCardProps = {
  terminal: Terminal;
  onAction: (action: TerminalCardAction, terminal: Terminal) => void;
  /** The power switch while its call is on the way. */
  switching: boolean;
};

const Presence = ({ terminal }: { terminal: Terminal }) => {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap" data-testid="terminal-presence">
      <OnlineDot online={terminal.is_online} />
      {terminal.is_online ? (
        <Text size="xs">{t('status.online')}</Text>
      ) : terminal.last_seen_at ? (
        <Text size="xs" c="dimmed">
          {t('terminals.lastSeen')} <DateTimeText value={terminal.last_seen_at} size="xs" />
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('terminals.neverSeen')}
        </Text>
      )}
    </Group>
  );
};

/** A trader's terminal: status, name, id, linked requisites, presence, and what can be done with it. */
export const TerminalCard = ({ terminal, onAction, switching }: TerminalCardProps) => {
  const t = useT();
  const power = traderPowerOf(terminal.status.slug);
  const { name } = terminal;

  return (
    <Paper withBorder radius="md" p="md" data-testid="terminal-card" data-id={terminal.guid} data-status={terminal.status.slug}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} miw={0}>
            <Text fw={600} truncate data-testid="terminal-name">
              {name}
            </Text>
            <TerminalStatusDot status={terminal.status} />
          </Stack>
          <Group gap={4} wrap="nowrap">
            {power ? (
              <Tooltip label={power === 'disable' ? t('terminals.switchOff') : t('terminals.switchOn')} withinPortal>
                <Switch
                  checked={power === 'disable'}
                  onChange={() => onAction(power, terminal)}
                  disabled={switching}
                  aria-label={t(power === 'disable' ? 'terminals.switchOffOf' : 'terminals.switchOnOf', { name })}
                  color="green"
                  data-testid="terminal-power"
                  mr={4}
                />
              </Tooltip>
            ) : null}
            <Tooltip label={t('terminals.edit')} withinPortal>
              <ActionIcon
                variant="light"
                color="indigo"
                onClick={() => onAction('edit', terminal)}
                aria-label={t('terminals.editOf', { name })}
                data-testid="terminal-edit"
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="default" aria-label={t('terminals.moreOf', { name })} data-testid="terminal-more">
                  <IconDotsVertical size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canPair(terminal.status.slug) ? (
                  <Menu.Item leftSection={<IconLink size={16} />} onClick={() => onAction('pair', terminal)} data-testid="terminal-pair">
                    {t('terminals.pair')}
                  </Menu.Item>
                ) : null}
                <Menu.Item
                  leftSection={<IconBell size={16} />}
                  onClick={() => onAction('notifications', terminal)}
                  data-testid="terminal-notifications-open"
                >
                  {t('terminals.notifications')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconMessageForward size={16} />}
                  onClick={() => onAction('forwarder', terminal)}
                  data-testid="terminal-forwarder"
                >
                  {t('terminals.forwarder.menu')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Tooltip label={t('terminals.delete')} withinPortal>
              <ActionIcon
                variant="light"
                color="red"
                onClick={() => onAction('delete', terminal)}
                aria-label={t('terminals.deleteOf', { name })}
                data-testid="terminal-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('terminals.id')}
          </Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="terminal-guid">
            {terminal.guid}
          </Text>
          <CopyIcon value={terminal.guid} label={t('terminals.id')} size="sm" subtle testId="terminal-guid-copy" />
        </Group>
        <Group gap={4} data-testid="terminal-requisites">
          {terminal.requisites.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('terminals.noLinkedRequisites')}
            </Text>
          ) : (
            terminal.requisites.map((requisite) => (
              <Badge key={requisite.id} variant="outline" color="gray" size="sm" tt="none">
                {requisite.name}
              </Badge>
            ))
          )}
        </Group>
        <Group justify="space-between" gap="xs">
          <Presence terminal={terminal} />
          <Group gap={4}>
            <Badge size="xs" variant="light" color={terminal.deposit_open ? 'green' : 'gray'} data-testid="terminal-pay-in">
              {t('terminals.payIn')}: {terminal.deposit_open ? t('status.on') : t('status.off')}
            </Badge>
            <Badge size="xs" variant="light" color={terminal.withdraw_open ? 'green' : 'gray'} data-testid="terminal-pay-out">
              {t('terminals.payOut')}: {terminal.withdraw_open ? t('status.on') : t('status.off')}
            </Badge>
            {terminal.auto_confirm ? (
              <Badge size="xs" variant="light" color="blue">
                {t('terminals.autoConfirmShort')}
              </Badge>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
};
