import { Button, Group } from '@mantine/core';
import type { Requisite } from '@paydesk/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
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
  const close = () => setOpen(null);
  const columns = requisiteColumns(scope, t, (action, requisite) => setOpen({ action, requisite }));

  return (
    <>
      <ListSection
        list={list}
        columns={columns}
        rowKey={(requisite) => requisite.id}
        emptyText={t('requisites.empty')}
        minWidth={scope === 'admin' ? 980 : 900}
        testId="requisites-list"
        toolbar={
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ action: 'add' })} data-testid="add-requisite">
              {t('requisites.add')}
            </Button>
          </Group>
        }
      />
      {open?.action === 'add' ? <RequisiteFormModal scope={scope} onClose={close} /> : null}
      {open?.action === 'edit' ? <RequisiteFormModal scope={scope} requisite={open.requisite} onClose={close} /> : null}
      {open?.action === 'details' ? <RequisiteDetailsModal requisite={open.requisite} onClose={close} /> : null}
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
