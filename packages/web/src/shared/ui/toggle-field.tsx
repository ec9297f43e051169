import { Switch, type SwitchProps } from '@mantine/core';

type ToggleFieldProps = Omit<SwitchProps, 'checked' | 'onChange'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off setting with its label. */
export const ToggleField = ({ checked, onChange, ...props }: ToggleFieldProps) => (
  <Switch checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} {...props} />
);
