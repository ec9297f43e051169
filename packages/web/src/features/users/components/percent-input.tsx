import { NumberInput, type NumberInputProps } from '@mantine/core';

type PercentInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/** A percentage from 0 to 100 in steps of 0.01. */
export const PercentInput = ({ value, onChange, ...props }: PercentInputProps) => (
  <NumberInput
    value={value}
    onChange={(next) => onChange(String(next))}
    min={0}
    max={100}
    step={0.01}
    decimalScale={2}
    clampBehavior="blur"
    allowNegative={false}
    rightSection="%"
    rightSectionPointerEvents="none"
    {...props}
  />
);
