import { Button, Group } from '@mantine/core';
import type { Terminal } from '@paydesk/contract';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useDisableTerminal } from '../api/disable-terminal';
import { useTerminalsList } from '../api/get-terminals';
import { useModerateTerminal } from '../api/moderate-terminal';
import { DeleteTerminalDialog } from './delete-terminal-dialog';
import { type DeviceAction, deviceColumns } from './device-columns';
import { LinkedRequisitesModal } from './linked-requisites-modal';
import { ManualTradersModal } from './manual-traders-modal';
import { NotificationsModal } from './notifications-modal';

type Open = { action: 'delete' | 'notifications' | 'requisites'; terminal: Terminal } | { action: 'manual' } | null;

/** /devices: every trader's terminals in the one table, with the admin's actions and modals. */
export const DevicesList = () => {
  const t = useT();
  const list = useTerminalsList('admin');
  const [open, setOpen] = useState<Open>(null);
  const disable = useDisableTerminal();
  const moderate = useModerateTerminal();
  const close = () => setOpen(null);
  const busy = (terminal: Terminal) =>
    (disable.isPending && disable.variables === terminal.guid) || (moderate.isPending && moderate.variables === terminal.guid);

  const onAction = (action: DeviceAction, terminal: Terminal) => {
    if (action === 'disable') disable.mutate(terminal.guid);
    else if (action === 'moderate') moderate.mutate(terminal.guid);
    else setOpen({ action, terminal });
  };

  return (
    <>
      <ListSection
        list={list}
        columns={deviceColumns({ t, onAction, busy })}
        rowKey={(terminal) => terminal.guid}
        emptyText={t('terminals.emptyAdmin')}
        minWidth={1000}
        testId="devices-list"
        toolbar={
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconUserCheck size={16} />}
              onClick={() => setOpen({ action: 'manual' })}
              data-testid="manual-traders-open"
            >
              {t('terminals.manual.title')}
            </Button>
          </Group>
        }
      />
      {open?.action === 'delete' ? <DeleteTerminalDialog terminal={open.terminal} onClose={close} /> : null}
      {open?.action === 'notifications' ? <NotificationsModal terminal={open.terminal} onClose={close} /> : null}
      {open?.action === 'requisites' ? <LinkedRequisitesModal terminal={open.terminal} onClose={close} /> : null}
      {open?.action === 'manual' ? <ManualTradersModal onClose={close} /> : null}
    </>
  );
};
