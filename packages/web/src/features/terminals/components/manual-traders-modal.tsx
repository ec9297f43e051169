import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { AppModal } from '../../../shared/ui/app-modal';
import { useManualTraders } from '../api/get-manual-traders';
import { useSetManualTrader } from '../api/set-manual-trader';
import type { ManualTrader } from '../model/terminal-types';

/** The switch is sent at once and goes back when the server refuses it (its error in a notice). */
const WithoutTerminalSwitch = ({ trader }: { trader: ManualTrader }) => {
  const t = useT();
  const [on, setOn] = useState(trader.without_terminal);
  const set = useSetManualTrader();
  const change = (next: boolean) => {
    setOn(next);
    set.mutate({ id: trader.uuid, withoutTerminal: next }, { onError: () => setOn(!next) });
  };
  return (
    <Switch
      checked={on}
      onChange={(event) => change(event.currentTarget.checked)}
      disabled={set.isPending}
      aria-label={t('terminals.manual.switchOf', { name: trader.username })}
      data-testid="manual-trader-switch"
      data-on={on}
    />
  );
};

/** Traders an admin lets take orders without a terminal; their payments are then confirmed by hand. */
export const ManualTradersModal = ({ onClose }: { onClose: () => void }) => {
  const t = useT();
  const list = useManualTraders();
  const columns: Column<ManualTrader>[] = [
    {
      key: 'username',
      header: t('terminals.manual.trader'),
      card: 'title',
      render: (trader) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {trader.username}
          </Text>
          <Text size="xs" c="dimmed">
            {trader.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'without_terminal',
      header: t('terminals.manual.withoutTerminal'),
      card: 'status',
      render: (trader) => <WithoutTerminalSwitch key={`${trader.uuid}-${trader.without_terminal}`} trader={trader} />,
    },
  ];

  return (
    <AppModal opened onClose={onClose} title={t('terminals.manual.title')} size="lg">
      <Stack gap="md" data-testid="manual-traders">
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{t('terminals.manual.explanation')}</Text>
        </Alert>
        <ListSection
          list={list}
          columns={columns}
          rowKey={(trader) => trader.uuid}
          emptyText={t('terminals.manual.empty')}
          minWidth={420}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('setup.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
