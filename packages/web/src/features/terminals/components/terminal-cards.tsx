import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { TERMINAL_PAGE_SIZE, type Terminal } from '@paydesk/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { CardSkeletons, ListEmpty } from '../../../shared/list/list-states';
import { PaginationBar } from '../../../shared/list/pagination-bar';
import { PageError } from '../../../shared/ui/page-state';
import { useDisableTerminal } from '../api/disable-terminal';
import { useEnableTerminal } from '../api/enable-terminal';
import { useTerminalsList } from '../api/get-terminals';
import { useRenewPairingCode } from '../api/renew-pairing-code';
import type { Pairing } from '../model/terminal-types';
import { DeleteTerminalDialog } from './delete-terminal-dialog';
import { ForwarderModal } from './forwarder-modal';
import { NotificationsModal } from './notifications-modal';
import { PairingModal } from './pairing-modal';
import { TerminalCard, type TerminalCardAction } from './terminal-card';
import { TerminalFormModal } from './terminal-form-modal';

type Open =
  | { action: 'add' }
  | { action: 'edit' | 'delete' | 'forwarder' | 'notifications'; terminal: Terminal }
  | { action: 'pairing'; terminal: Pick<Terminal, 'guid' | 'name'>; pairing: Pairing }
  | null;

/** The trader's terminals as cards, an Add button, and the card's modals; pages only past 20 terminals. */
export const TerminalCards = () => {
  const t = useT();
  const list = useTerminalsList('trader');
  const [open, setOpen] = useState<Open>(null);
  const disable = useDisableTerminal();
  const enable = useEnableTerminal();
  const pair = useRenewPairingCode();
  const close = () => setOpen(null);
  const items = list.data?.items ?? [];
  const context = list.data?.context;
  // The list reloads under an open modal: it shows the terminal as it is now.
  const current = (terminal: Terminal) => items.find((item) => item.guid === terminal.guid) ?? terminal;
  const switching = (guid: string) => (disable.isPending && disable.variables === guid) || (enable.isPending && enable.variables === guid);

  const onAction = (action: TerminalCardAction, terminal: Terminal) => {
    if (action === 'disable') disable.mutate(terminal.guid);
    else if (action === 'enable') enable.mutate(terminal.guid);
    else if (action === 'pair') pair.mutate(terminal.guid, { onSuccess: (pairing) => setOpen({ action: 'pairing', terminal, pairing }) });
    else setOpen({ action, terminal });
  };

  return (
    <Stack gap="sm" data-testid="terminal-cards">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ action: 'add' })} data-testid="add-terminal">
          {t('terminals.add')}
        </Button>
      </Group>
      {list.error ? <PageError message={errorMessage(list.error, t('page.loadFailed'))} onRetry={() => void list.refetch()} /> : null}
      {list.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
          <CardSkeletons />
        </SimpleGrid>
      ) : items.length === 0 ? (
        <ListEmpty text={t('terminals.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm" aria-busy={list.isFetching}>
          {items.map((terminal) => (
            <TerminalCard key={terminal.guid} terminal={terminal} onAction={onAction} switching={switching(terminal.guid)} />
          ))}
        </SimpleGrid>
      )}
      {/* The spec pages the cards only past 20; a later page stays reachable when the total drops. */}
      {context && (context.total_count > TERMINAL_PAGE_SIZE || list.params.page > 1) ? (
        <PaginationBar context={context} onPageChange={list.setPage} onCountChange={list.setCount} />
      ) : null}
      {open?.action === 'add' ? (
        <TerminalFormModal onClose={close} onCreated={(terminal, pairing) => setOpen({ action: 'pairing', terminal, pairing })} />
      ) : null}
      {open?.action === 'edit' ? <TerminalFormModal terminal={open.terminal} onClose={close} /> : null}
      {open?.action === 'delete' ? <DeleteTerminalDialog terminal={open.terminal} onClose={close} /> : null}
      {open?.action === 'forwarder' ? <ForwarderModal terminal={current(open.terminal)} onClose={close} /> : null}
      {open?.action === 'notifications' ? <NotificationsModal terminal={open.terminal} onClose={close} /> : null}
      {open?.action === 'pairing' ? <PairingModal terminal={open.terminal} pairing={open.pairing} onClose={close} /> : null}
    </Stack>
  );
};
