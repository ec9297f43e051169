import { Button, Group } from '@mantine/core';
import type { PartnerSystem } from '@paydesk/contract';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { type Column, DataTable } from '../../../shared/list/data-table';
import { ClickableRows } from '../../../shared/ui/clickable-rows';
import { PageError } from '../../../shared/ui/page-state';
import { usePartners } from '../api/get-partners';
import { ActiveDot } from './active-dot';
import { BalanceText } from './balance-text';
import { AddPartnerModal } from './lazy-partner-modals';
import { PartnerHealth } from './partner-health';

/** Partner payment systems: name, balance, active, payment method, breaker state; a row opens the system. */
export const PartnersList = ({ onOpen }: { onOpen: (slug: string) => void }) => {
  const t = useT();
  const partners = usePartners();
  const [adding, setAdding] = useState(false);
  const rows = partners.data ?? [];
  const columns: Column<PartnerSystem>[] = [
    {
      key: 'name',
      header: t('partners.column.name'),
      card: 'title',
      render: (system) => (
        <Button variant="subtle" size="compact-sm" px={4} onClick={() => onOpen(system.partner.slug)} data-testid="partner-name">
          {system.partner.title}
        </Button>
      ),
    },
    {
      key: 'balance',
      header: t('partners.column.balance'),
      align: 'right',
      nowrap: true,
      render: (system) => <BalanceText balance={system.balance} />,
    },
    {
      key: 'active',
      header: t('partners.column.active'),
      align: 'center',
      card: 'status',
      render: (system) => <ActiveDot active={system.is_active} />,
    },
    { key: 'method', header: t('partners.column.method'), render: (system) => system.payment_method },
    {
      key: 'health',
      header: t('partners.column.health'),
      render: (system) => <PartnerHealth health={system.health} />,
    },
  ];

  return (
    <>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="add-partner">
          {t('partners.add.open')}
        </Button>
      </Group>
      {partners.error ? (
        <PageError message={errorMessage(partners.error, t('page.loadFailed'))} onRetry={() => void partners.refetch()} />
      ) : null}
      <ClickableRows rows={rows} onRowClick={(system) => onOpen(system.partner.slug)}>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(system) => system.partner.slug}
          loading={partners.isPending}
          emptyText={t('partners.empty')}
          minWidth={640}
          testId="partners-list"
        />
      </ClickableRows>
      <Suspense fallback={null}>
        {adding ? <AddPartnerModal onClose={() => setAdding(false)} onCreated={(partner) => onOpen(partner.partner.slug)} /> : null}
      </Suspense>
    </>
  );
};
