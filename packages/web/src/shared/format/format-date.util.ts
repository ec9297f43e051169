import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm:ss';

/** `dd.mm.yyyy hh:mm:ss` in the browser's time zone; unparsable input is shown as it came. */
export const formatDateTime = (value: string | null | undefined) => {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : value;
};
