import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { DevicesList } from '../../features/terminals/components/devices-list';
import { TerminalCards } from '../../features/terminals/components/terminal-cards';
import { TerminalTabs } from '../../features/terminals/components/terminal-tabs';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

/** /devices: every trader's terminals (admins), and the payments no order took. */
export const DevicesPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageHeader title={t('menu.devices')} />
      {canAccess(user ?? null, innerApi.terminals.list.access) ? (
        <TerminalTabs terminalsLabel={t('menu.devices')}>
          <DevicesList />
        </TerminalTabs>
      ) : (
        <PageForbidden />
      )}
    </Stack>
  );
};

/** /terminal: the signed-in trader's terminals, and their payments no order took. */
export const TerminalPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageHeader title={t('menu.terminal')} />
      {canAccess(user ?? null, innerApi.terminals.myList.access) ? (
        <TerminalTabs terminalsLabel={t('terminals.tab')}>
          <TerminalCards />
        </TerminalTabs>
      ) : (
        <PageForbidden />
      )}
    </Stack>
  );
};
