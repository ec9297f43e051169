import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import { useLocale } from '../i18n/use-t';

/** The day part of the app's `dd.mm.yyyy hh:mm:ss`. */
export const DATE_FORMAT = 'DD.MM.YYYY';

type DateFieldProps = Omit<DatePickerInputProps<'default'>, 'value' | 'onChange' | 'type'> & {
  /** `YYYY-MM-DD`, or empty for no date. */
  value: string;
  onChange: (value: string) => void;
};

/** A day picker in the interface language, weeks starting on Monday. */
export const DateField = ({ value, onChange, ...props }: DateFieldProps) => {
  const locale = useLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
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
