import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
// The date input is a Mantine input with a popover of the calendar; @mantine/dates brings neither style.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import { useEffect, useRef } from 'react';
import { useLocale } from '../i18n/use-t';

/** The day part of the app's `dd.mm.yyyy hh:mm:ss`. */
export const DATE_FORMAT = 'DD.MM.YYYY';

export type DatePickerFieldProps = Omit<DatePickerInputProps<'default'>, 'value' | 'onChange' | 'type'> & {
  /** `YYYY-MM-DD`, or empty for no date. */
  value: string;
  onChange: (value: string) => void;
  /** Arrived through a click: opens its calendar at once. */
  openOnMount?: boolean;
  /** Arrived while its stand-in had the focus: takes it. */
  focusOnMount?: boolean;
};

/**
 * A day picker in the interface language, weeks starting on Monday. Heavy (the dates library,
 * dayjs's locales): loaded on demand by `DateField`, never imported directly by a screen.
 */
export const DatePickerField = ({ value, onChange, openOnMount = false, focusOnMount = false, ...props }: DatePickerFieldProps) => {
  const locale = useLocale();
  const button = useRef<HTMLButtonElement>(null);
  // Once, even where an effect runs twice (React's strict mode in development).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (openOnMount || focusOnMount) button.current?.focus();
    if (openOnMount) button.current?.click();
  }, [openOnMount, focusOnMount]);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        ref={button}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        valueFormat={DATE_FORMAT}
        clearable
        leftSection={<IconCalendar size={16} />}
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
};
