import { InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { DatePickerFieldProps } from './date-picker-field';

type DateFieldProps = Omit<DatePickerFieldProps, 'openOnMount' | 'focusOnMount'>;

// The dates library, dayjs's locales and their styles (~40 KiB) load only when someone reaches for a date.
let loading: Promise<ComponentType<DatePickerFieldProps>> | null = null;
let Loaded: ComponentType<DatePickerFieldProps> | null = null;
const loadPicker = () => {
  loading ??= import('./date-picker-field').then(
    (module) => (Loaded = module.DatePickerField),
    (error: unknown) => {
      // Offline or a new deployment: the next reach tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** `YYYY-MM-DD` as the picker shows it (`DD.MM.YYYY`). */
const shown = (value: string) => value.split('-').reverse().join('.');

/**
 * A day picker in the interface language, weeks starting on Monday. Until it is needed (a mouse
 * over it, the focus, a click, or a date already set) a look-alike input stands in for it, so a
 * list with a date filter does not load the calendar's code with the page. The stand-in stays the
 * same element until the picker's code has arrived, so no click falls between the two.
 */
export const DateField = (props: DateFieldProps) => {
  const [picker, setPicker] = useState(() => Loaded);
  const [arrival, setArrival] = useState({ open: false, focus: false });
  const wantsOpen = useRef(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const { label, disabled, value } = props;
  const testId = (props as { 'data-testid'?: string })['data-testid'];

  const wake = (open: boolean) => {
    if (open) wantsOpen.current = true;
    loadPicker().then(
      (component) => {
        setArrival({ open: wantsOpen.current, focus: document.activeElement === standIn.current });
        setPicker(() => component);
      },
      (error: unknown) => console.error(error),
    );
  };

  // A date from the address: the real picker at once (it shows the date and its clear button).
  const hasValue = value !== '';
  useEffect(() => {
    if (hasValue && !picker) wake(false);
  }, [hasValue]);

  if (picker) {
    const Picker = picker;
    return <Picker {...props} openOnMount={arrival.open} focusOnMount={arrival.focus} />;
  }
  return (
    <InputBase
      ref={standIn}
      component="button"
      type="button"
      pointer
      label={label}
      disabled={disabled}
      leftSection={<IconCalendar size={16} />}
      data-testid={testId}
      onPointerEnter={(event) => event.pointerType === 'mouse' && wake(false)}
      onFocus={() => wake(false)}
      onClick={() => wake(true)}
    >
      {value ? shown(value) : null}
    </InputBase>
  );
};
