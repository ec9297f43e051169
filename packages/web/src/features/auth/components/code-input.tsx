import { Input, PinInput } from '@mantine/core';
import { TOTP_DIGITS } from '@paydesk/contract';

type CodeInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** Six single-digit inputs; the first carries the plain label, the rest are numbered. */
export const CodeInput = ({ label, value, onChange, onComplete, error, disabled, autoFocus }: CodeInputProps) => (
  <Input.Wrapper label={label} labelElement="div">
    <PinInput
      mt={4}
      length={TOTP_DIGITS}
      type="number"
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      oneTimeCode
      getInputProps={(index) => ({ 'aria-label': index === 0 ? label : `${label} ${index + 1}` })}
    />
  </Input.Wrapper>
);
