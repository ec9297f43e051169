import { Button, Group } from '@mantine/core';
import { innerApi, type Requisite } from '@paydesk/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useOpenParam } from '../../../shared/list/open-param';
import { canAccess } from '../../../shared/session/access.util';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useRequisitesList } from '../api/get-requisites';
import type { RequisiteScope } from '../model/requisite-types';
import { type RequisiteAction, requisiteColumns } from './requisite-columns';
import { RequisiteDetailsModal } from './requisite-details-modal';
import { RequisiteFormModal } from './requisite-form-modal';
import { RequisiteRestrictionsModal } from './requisite-restrictions-modal';

type Open = { action: RequisiteAction; requisite: Requisite } | { action: 'add' } | null;

/** Requisites: filters, table, pagination, an Add button and the row modals. */
export const RequisitesList = ({ scope }: { scope: RequisiteScope }) => {
  const t = useT();
  const list = useRequisitesList(scope);
  const [open, setOpen] = useState<Open>(null);
  // The details have an address of their own (`?open=<id>`): a row click, the Details button, or a link (the header search).
  const details = useOpenParam();
  const close = () => setOpen(null);
  const columns = requisiteColumns(scope, t, (action, requisite) =>
    action === 'details' ? details.open(requisite.id) : setOpen({ action, requisite }),
  );
  const shown = details.openId ? list.data?.items.find((requisite) => requisite.id === details.openId) : undefined;
  // An admin's form picks the trader from the users list, which support may not read: no button they cannot use.
  const { data: user } = useCurrentUser();
  const canAdd = scope === 'trader' || canAccess(user ?? null, innerApi.users.list.access);

  return (
    <>
      <ListSection
        list={list}
        columns={columns}
        rowKey={(requisite) => requisite.id}
        emptyText={t('requisites.empty')}
        minWidth={scope === 'admin' ? 920 : 900}
        testId="requisites-list"
        onRowClick={(requisite) => details.open(requisite.id)}
        toolbar={
          canAdd ? (
            <Group justify="flex-end">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ action: 'add' })} data-testid="add-requisite">
                {t('requisites.add')}
              </Button>
            </Group>
          ) : undefined
        }
      />
      {open?.action === 'add' ? <RequisiteFormModal scope={scope} onClose={close} /> : null}
      {open?.action === 'edit' ? <RequisiteFormModal scope={scope} requisite={open.requisite} onClose={close} /> : null}
      {shown ? <RequisiteDetailsModal key={shown.id} requisite={shown} onClose={details.close} /> : null}
      {open?.action === 'restrictions-edit' || open?.action === 'restrictions-view' ? (
        <RequisiteRestrictionsModal
          scope={scope}
          requisite={open.requisite}
          mode={open.action === 'restrictions-edit' ? 'edit' : 'info'}
          onClose={close}
        />
      ) : null}
    </>
  );
};
