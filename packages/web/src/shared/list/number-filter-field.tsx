import { NumberInput } from '@mantine/core';

type NumberFilterFieldProps = { label: string; value: string; onChange: (value: string) => void; testId: string };

/** A number filter (the orders' amount). Its input's formatting library loads only with a list that has one. */
export const NumberFilterField = ({ label, value, onChange, testId }: NumberFilterFieldProps) => (
  <NumberInput label={label} value={value} onChange={(next) => onChange(String(next))} hideControls data-testid={testId} />
);
