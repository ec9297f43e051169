import { TextInput, type TextInputProps } from '@mantine/core';

type DecimalInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  /** Most fraction digits accepted. */
  scale: number;
};

/**
 * An exact amount typed as text: never passes through a float, so what the user typed is what
 * the server gets. Keys that would make it something else than a decimal are ignored.
 */
export const DecimalInput = ({ value, onChange, scale, ...props }: DecimalInputProps) => {
  const pattern = new RegExp(`^\\d*([.,]\\d{0,${scale}})?$`);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value.trim();
        if (pattern.test(next)) onChange(next.replace(',', '.'));
      }}
      {...props}
    />
  );
};
