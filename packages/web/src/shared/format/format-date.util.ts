import type { Language } from '@paydesk/contract';
import dayjs from 'dayjs';
import { getLocale } from '../i18n/locale-store';

export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm:ss';

/** The browser's offset from UTC as people read it: `UTC`, `UTC+3`, `UTC-4:30`. */
export const timeZoneLabel = (offsetMinutes: number) => {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
};

/**
 * `dd.mm.yyyy hh:mm:ss` in the browser's time zone, the zone shown after it (`UTC+3`), since a
 * back-office is read from several countries; unparsable input is shown as it came.
 */
export const formatDateTime = (value: string | null | undefined) => {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? `${date.format(DATE_TIME_FORMAT)} ${timeZoneLabel(date.utcOffset())}` : value;
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 min ago" / "3 мин. назад": how long ago (or until) a moment is, in the interface's language. */
export const formatRelative = (value: string | null | undefined, now = Date.now(), locale: Language = getLocale()) => {
  if (!value) return '';
  const time = dayjs(value);
  if (!time.isValid()) return '';
  const seconds = Math.round((time.valueOf() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (Math.abs(seconds) < 45) return format.format(0, 'second');
  const [unit, size] = UNITS.find(([, unitSeconds]) => Math.abs(seconds) >= unitSeconds) ?? ['second', 1];
  return format.format(Math.trunc(seconds / size), unit);
};
