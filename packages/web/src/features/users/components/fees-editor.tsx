import { Stack, Text } from '@mantine/core';
import { FeeRowsEditor } from '../../../shared/fees/fee-rows-editor';
import type { FeeRow } from '../../../shared/fees/fee-rows.util';
import { useT } from '../../../shared/i18n/use-t';
import type { FieldErrors } from '../model/field-errors';

type FeesEditorProps = { rows: FeeRow[]; onChange: (rows: FeeRow[]) => void; errors: FieldErrors };

/** Fee ranges of a trader in the user form; the server's messages sit under the right inputs. */
export const FeesEditor = ({ rows, onChange, errors }: FeesEditorProps) => {
  const t = useT();
  return (
    <Stack gap="xs" data-testid="fees-editor">
      <Text fw={600} size="sm">
        {t('users.form.fees')}
      </Text>
      <FeeRowsEditor
        rows={rows}
        onChange={onChange}
        errorAt={(index, field) => errors[`profile.fees.${index}.${field}`]}
        addLabel={t('users.form.addFee')}
        removeLabel={(number) => t('users.form.removeFee', { number })}
        emptyText={t('settings.noFees')}
      />
      {errors['profile.fees'] ? (
        <Text c="red" size="sm">
          {errors['profile.fees']}
        </Text>
      ) : null}
    </Stack>
  );
};
