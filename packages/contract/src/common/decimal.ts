import { z } from 'zod';
import { MAX_AMOUNTS, USDT_SCALE } from './currency-units';
import { compareDecimals } from './money';

/**
 * An exact decimal crossing the API: a string (or a number as forms send it) with at most
 * `scale` fraction digits, normalized to a plain decimal string. Never a float inside.
 */
export const decimalSchema = (scale: number, max?: string) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .refine((value) => new RegExp(`^\\d{1,18}(\\.\\d{1,${scale}})?$`).test(value), { params: { code: 'decimal', scale }, abort: true })
        .refine((value) => max === undefined || compareDecimals(value, max) <= 0, { params: { code: 'decimal_max', max: max ?? '' } }),
    );

export const percentageSchema = decimalSchema(2, '100');
/** A USDT amount: 6 decimals, at most MAX_AMOUNTS.USDT. */
export const amountSchema = decimalSchema(USDT_SCALE, MAX_AMOUNTS.USDT);

/** The dates the product keeps: what a filter or a query may name. Beyond them PostgreSQL has no timestamp (year 0) or the calendar ends. */
export const KEPT_YEARS = { min: 1970, max: 9999 } as const;
export const isKeptDate = (date: Date) =>
  !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= KEPT_YEARS.min && date.getUTCFullYear() <= KEPT_YEARS.max;
