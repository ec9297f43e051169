import { Badge, Group, Text } from '@mantine/core';
import type { ResponseOf, innerApi } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { OnlineDot } from '../../../shared/ui/online-dot';
import { useAgentTradersList } from '../api/get-agent-traders';

type AgentTrader = ResponseOf<typeof innerApi.users.agentTraders>['items'][number];

/** The agent's own traders and the referral percentages the agent earns on each. */
export const AgentTradersList = () => {
  const t = useT();
  const list = useAgentTradersList();
  const columns: Column<AgentTrader>[] = [
    {
      key: 'online',
      header: t('users.column.online'),
      render: (row) => <OnlineDot online={row.is_online} />,
      align: 'center',
      width: 64,
      card: 'status',
    },
    {
      key: 'username',
      header: t('users.column.login'),
      sortable: true,
      card: 'title',
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {row.username}
          </Text>
          {row.is_blocked ? (
            <Badge color="red" size="xs" variant="light" style={{ flexShrink: 0 }}>
              {t('users.status.blocked')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'is_main',
      header: t('agentTraders.mainTeamlead'),
      render: (row) =>
        row.is_main ? (
          <Badge color="indigo" variant="light" size="sm">
            {t('users.form.main')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'pay_in_percentage',
      header: t('users.form.payInPercent'),
      sortable: true,
      render: (row) => `${row.pay_in_percentage}%`,
      align: 'right',
    },
    {
      key: 'pay_out_percentage',
      header: t('users.form.payOutPercent'),
      sortable: true,
      render: (row) => `${row.pay_out_percentage}%`,
      align: 'right',
    },
  ];

  return (
    <ListSection
      list={list}
      columns={columns}
      rowKey={(row) => row.uuid}
      emptyText={t('agentTraders.empty')}
      minWidth={560}
      testId="agent-traders"
    />
  );
};
