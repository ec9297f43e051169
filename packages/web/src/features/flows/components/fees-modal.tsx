import type { Executor } from '@paydesk/contract';
import { useState } from 'react';
import { FeeRowsEditor } from '../../../shared/fees/fee-rows-editor';
import { type FeeRow, feeRowsOf, toFees } from '../../../shared/fees/fee-rows.util';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors } from '../../../shared/ui/form/server-errors';
import { useSetExecutorFees } from '../api/set-executor-fees';

type FeesModalProps = { flowId: string; executor: Executor; onClose: () => void };

const showsFeeField = pathsShown(/^fees\.\d+\.(direction|percentage|min_amount|max_amount)$/);

/** A trader's fees in one flow; a change that leaves the platform a negative margin is refused with the merchant named. */
export const FeesModal = ({ flowId, executor, onClose }: FeesModalProps) => {
  const t = useT();
  const [rows, setRows] = useState<FeeRow[]>(() => feeRowsOf(executor.fees));
  const save = useSetExecutorFees();
  // Messages of one fee show under its inputs; the rest (overlapping ranges, negative margin) in the alert.
  const failure = save.error
    ? placeServerErrors(save.error, { shows: showsFeeField, placedSummary: null, fallback: t('api.requestFailed') })
    : null;
  const name = executor.user?.username ?? '';

  return (
    <FormModal
      title={t('flow.fees.title', { name })}
      onClose={onClose}
      onSubmit={() => save.mutate({ flowId, bindId: executor.bind_id, fees: toFees(rows) }, { onSuccess: onClose })}
      submitLabel={t('setup.save')}
      pending={save.isPending}
      failure={failure}
      size="xl"
      testIds={{ form: 'fees-modal', submit: 'fees-save', failure: 'fees-error' }}
    >
      <FeeRowsEditor
        rows={rows}
        onChange={setRows}
        errorAt={(index, field) => failure?.fields[`fees.${index}.${field}`]}
        addLabel={t('flow.fees.add')}
        removeLabel={(number) => t('flow.fees.removeRow', { number })}
        emptyText={t('flow.fees.empty')}
      />
    </FormModal>
  );
};
