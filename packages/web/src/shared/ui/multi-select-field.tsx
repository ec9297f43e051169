import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useT } from '../i18n/use-t';
import type { SelectOption } from './select-field';

type MultiSelectFieldProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> & {
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
};

/** Multi-select dropdown, searchable, with a translated "nothing found". */
export const MultiSelectField = ({ options, value, onChange, ...props }: MultiSelectFieldProps) => {
  const t = useT();
  return (
    <MultiSelect
      data={options}
      value={[...value]}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('list.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
};
