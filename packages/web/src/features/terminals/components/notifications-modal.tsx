import { Alert, Stack, Text } from '@mantine/core';
import { DEFAULT_PER_PAGE, type Terminal } from '@paydesk/contract';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { DataTable } from '../../../shared/list/data-table';
import type { ListParams } from '../../../shared/list/list-query';
import { PaginationBar } from '../../../shared/list/pagination-bar';
import { AppModal } from '../../../shared/ui/app-modal';
import { useTerminalNotifications } from '../api/get-terminal-notifications';
import { notificationColumns } from './notification-columns';

/** A terminal's bank notifications, paged; a failure is said here ('Some problems.' and the server's words), not in a notice. */
export const NotificationsModal = ({ terminal, onClose }: { terminal: Pick<Terminal, 'guid' | 'name'>; onClose: () => void }) => {
  const t = useT();
  const [params, setParams] = useState<ListParams>({ page: 1, count: DEFAULT_PER_PAGE, filter: {} });
  const notifications = useTerminalNotifications(terminal.guid, params);
  const context = notifications.data?.context;

  return (
    <AppModal opened onClose={onClose} title={t('terminals.notification.title', { name: terminal.name })} size="wide">
      <Stack gap="sm" data-testid="terminal-notifications">
        {notifications.isError ? (
          <Alert color="red" title={t('terminals.notification.problems')} data-testid="terminal-notifications-error">
            <Text size="sm">{errorMessage(notifications.error, t('page.loadFailed'))}</Text>
          </Alert>
        ) : null}
        <DataTable
          columns={notificationColumns({ t, withTerminal: false })}
          rows={notifications.data?.items ?? []}
          rowKey={(notification) => notification.id}
          loading={notifications.isPending}
          refreshing={notifications.isFetching}
          emptyText={t('terminals.notification.empty')}
          minWidth={900}
        />
        {context ? (
          <PaginationBar
            context={context}
            onPageChange={(page) => setParams((previous) => ({ ...previous, page }))}
            onCountChange={(count) => setParams((previous) => ({ ...previous, count, page: 1 }))}
          />
        ) : null}
      </Stack>
    </AppModal>
  );
};
