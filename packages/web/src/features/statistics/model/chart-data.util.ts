import type { Statistic } from '@paydesk/contract';

type Day = Statistic['charts']['days'][number];

/** Paid ÷ created, in percent with one decimal; null with nothing created. */
export const conversionPercent = ({ created, paid }: { created: number; paid: number }) =>
  created > 0 ? Math.round((paid * 1000) / created) / 10 : null;

/**
 * Turnover per day, one series per fiat currency. A chart draws numbers: the exact decimal
 * amounts become numbers only here, for the drawing; the tables keep them exact.
 */
export const turnoverSeries = (days: readonly Day[]) => {
  const currencies = [...new Set(days.flatMap((day) => day.turnover.map((item) => item.currency)))].sort();
  const data = days.map((day) => ({
    day: day.day,
    ...Object.fromEntries(currencies.map((code) => [code, Number(day.turnover.find((item) => item.currency === code)?.amount ?? '0')])),
  }));
  return { data, currencies };
};

/** Orders created and paid per day, with the day's conversion. */
export const ordersSeries = (days: readonly Day[]) =>
  days.map((day) => ({ day: day.day, created: day.created, paid: day.paid, conversion: conversionPercent(day) ?? 0 }));

/** The median time to paid per day, in minutes with one decimal (days with none paid are left out). */
export const medianSeries = (days: readonly Day[]) =>
  days.flatMap((day) =>
    day.median_paid_seconds === null ? [] : [{ day: day.day, minutes: Math.round(day.median_paid_seconds / 6) / 10 }],
  );

/** A day `yyyy-mm-dd` as the axis shows it: `dd.mm`. */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** Seconds as people read a duration: `45 s`, `3 min 20 s`, `2 h 05 min`. */
export const formatDuration = (seconds: number, units: { s: string; min: string; h: string }) => {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} ${units.s}`;
  if (whole < 3600) {
    const rest = whole % 60;
    return rest ? `${Math.floor(whole / 60)} ${units.min} ${rest} ${units.s}` : `${whole / 60} ${units.min}`;
  }
  return `${Math.floor(whole / 3600)} ${units.h} ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')} ${units.min}`;
};
