import { Select, type SelectProps } from '@mantine/core';
import { useT } from '../i18n/use-t';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
};

/** Single-select dropdown: searchable once the list is long, with a translated "nothing found". */
export const SelectField = ({ options, value, onChange, ...props }: SelectFieldProps) => {
  const t = useT();
  return (
    <Select
      data={options}
      value={value}
      onChange={(next) => onChange(next)}
      searchable={options.length > 8}
      nothingFoundMessage={t('list.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      allowDeselect={false}
      {...props}
    />
  );
};
