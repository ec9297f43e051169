import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { AgentTradersList } from '../../features/users/components/agent-traders-list';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

export const AgentTradersPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageHeader title={t('menu.agentTraders')} />
      {canAccess(user ?? null, innerApi.users.agentTraders.access) ? <AgentTradersList /> : <PageForbidden />}
    </Stack>
  );
};
