import { Select } from '@mantine/core';
import type { Dispute } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import type { Outcome } from '../model/money-effect.util';
import { DisputeStatusBadge } from './dispute-cells';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

/**
 * The admin's status select (spec 001): only while open, the open option disabled; choosing an
 * outcome asks once (the money it moves) and sends it. A closed dispute shows its badge.
 */
export const DisputeStatusSelect = ({ dispute, onDone }: { dispute: Dispute; onDone?: () => void }) => {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (dispute.status.slug !== 'open') return <DisputeStatusBadge status={dispute.status} />;
  return (
    <>
      <Select
        size="xs"
        w={150}
        aria-label={t('disputes.statusSelect', { id: dispute.uuid.slice(0, 8) })}
        data={[
          { value: 'open', label: dispute.status.title, disabled: true },
          { value: 'resolved', label: t('disputes.status.resolved') },
          { value: 'rejected', label: t('disputes.status.rejected') },
        ]}
        value="open"
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => (value === 'resolved' || value === 'rejected' ? setOutcome(value) : undefined)}
        data-testid="dispute-status-select"
      />
      {outcome ? <ResolveDisputeDialog dispute={dispute} outcome={outcome} onClose={() => setOutcome(null)} onDone={onDone} /> : null}
    </>
  );
};
