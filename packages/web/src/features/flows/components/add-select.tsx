import { SelectField, type SelectOption } from '../../../shared/ui/select-field';

type AddSelectProps = {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  onPick: (value: string) => void;
  disabled?: boolean;
  testId: string;
};

/** A select that adds what is picked and empties itself again. */
export const AddSelect = ({ label, placeholder, options, onPick, disabled, testId }: AddSelectProps) => (
  <SelectField
    label={label}
    placeholder={placeholder}
    options={options}
    value={null}
    onChange={(value) => value && onPick(value)}
    disabled={disabled || options.length === 0}
    searchable
    data-testid={testId}
  />
);
