import { MAX_PRIORITY, MIN_PRIORITY } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { SelectField } from '../../../shared/ui/select-field';

const PRIORITIES = Array.from({ length: MAX_PRIORITY - MIN_PRIORITY + 1 }, (_item, index) => String(MIN_PRIORITY + index));

type PrioritySelectProps = { value: number; onChange: (priority: number) => void; disabled?: boolean; name: string };

/** An executor's priority in its flow, 0 to 10. */
export const PrioritySelect = ({ value, onChange, disabled, name }: PrioritySelectProps) => {
  const t = useT();
  return (
    <SelectField
      label={t('flow.priority')}
      aria-label={t('flow.priorityOf', { name })}
      options={PRIORITIES.map((item) => ({ value: item, label: item }))}
      value={String(value)}
      onChange={(next) => next !== null && Number(next) !== value && onChange(Number(next))}
      disabled={disabled}
      size="xs"
      w={88}
      data-testid="priority-select"
    />
  );
};
