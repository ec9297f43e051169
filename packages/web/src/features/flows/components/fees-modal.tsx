import { Alert, Button, Group, Stack } from '@mantine/core';
import type { Executor } from '@paydesk/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { FeeRowsEditor } from '../../../shared/fees/fee-rows-editor';
import { type FeeRow, feeRowsOf, toFees } from '../../../shared/fees/fee-rows.util';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { useSetExecutorFees } from '../api/set-executor-fees';

type FeesModalProps = { flowId: string; executor: Executor; onClose: () => void };

/** A trader's fees in one flow; a change that leaves the platform a negative margin is refused with the merchant named. */
export const FeesModal = ({ flowId, executor, onClose }: FeesModalProps) => {
  const t = useT();
  const [rows, setRows] = useState<FeeRow[]>(() => feeRowsOf(executor.fees));
  const save = useSetExecutorFees();
  const fields = isApiError(save.error) ? save.error.fields : {};
  const name = executor.user?.username ?? '';

  const fieldError = (index: number, field: keyof FeeRow) => fields[`fees.${index}.${field}`];
  // Messages of one fee show under its inputs; the rest (overlapping ranges, negative margin) above the buttons.
  const allAtRows =
    Object.keys(fields).length > 0 &&
    Object.keys(fields).every((path) => /^fees\.\d+\.(direction|percentage|min_amount|max_amount)$/.test(path));

  const submit = () => save.mutate({ flowId, bindId: executor.bind_id, fees: toFees(rows) }, { onSuccess: onClose });

  return (
    <AppModal opened onClose={onClose} title={t('flow.fees.title', { name })} size="xl">
      <Stack gap="sm" data-testid="fees-modal">
        <FeeRowsEditor
          rows={rows}
          onChange={setRows}
          errorAt={fieldError}
          addLabel={t('flow.fees.add')}
          removeLabel={(number) => t('flow.fees.removeRow', { number })}
          emptyText={t('flow.fees.empty')}
        />
        {save.error && !allAtRows ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="fees-error">
            {errorMessage(save.error, t('api.requestFailed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('routing.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="fees-save">
            {t('routing.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
