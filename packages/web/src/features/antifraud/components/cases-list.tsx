import { Button, Group } from '@mantine/core';
import type { AntiFraudCase } from '@paydesk/contract';
import { innerApi } from '@paydesk/contract';
import { IconFileSearch, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { canAccess } from '../../../shared/session/access.util';
import { useCurrentUser } from '../../../shared/session/current-user';
import { useCasesList } from '../api/get-cases';
import { caseColumns } from './case-columns';
import { ReceiptCheckModal } from './receipt-check-modal';
import { ReleaseCaseDialog } from './release-case-dialog';
import { SettingsModal } from './settings-modal';

type Open = { action: 'release'; item: AntiFraudCase } | { action: 'settings' } | { action: 'receipt' } | null;

/** /antifraud: the cases with the server's filters, the release, the settings and the receipt check. */
export const CasesList = () => {
  const t = useT();
  const list = useCasesList();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const decides = canAccess(user ?? null, innerApi.antiFraud.release.access);
  return (
    <>
      <ListSection
        list={list}
        columns={caseColumns({ t, onRelease: (item) => setOpen({ action: 'release', item }) }).filter(
          (column) => decides || column.key !== 'actions',
        )}
        rowKey={(item) => item.guid}
        emptyText={t('antiFraud.empty')}
        minWidth={900}
        testId="anti-fraud-list"
        toolbar={
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileSearch size={16} />}
              onClick={() => setOpen({ action: 'receipt' })}
              data-testid="anti-fraud-receipt-open"
            >
              {t('antiFraud.receipt.open')}
            </Button>
            <Button
              leftSection={<IconSettings size={16} />}
              onClick={() => setOpen({ action: 'settings' })}
              disabled={!canAccess(user ?? null, innerApi.antiFraud.saveSettings.access)}
              data-testid="anti-fraud-settings-open"
            >
              {t('antiFraud.settings')}
            </Button>
          </Group>
        }
      />
      {open?.action === 'release' ? <ReleaseCaseDialog item={open.item} onClose={close} /> : null}
      {open?.action === 'settings' ? <SettingsModal onClose={close} /> : null}
      {open?.action === 'receipt' ? <ReceiptCheckModal onClose={close} /> : null}
    </>
  );
};
