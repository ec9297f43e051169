import type { Language, Money } from '@paydesk/contract';
import { getLocale } from '../i18n/locale-store';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Shows an exact decimal string with `fractionDigits` decimals. Works on the string itself,
 * never through a float, and truncates rather than rounds so a balance is never overstated.
 */
export const formatDecimal = (amount: string, fractionDigits: number) => {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', rawInteger = '', rawFraction = ''] = match;
  const integer = rawInteger.replace(/^0+(?=\d)/, '') || '0';
  const digits = Math.max(0, Math.trunc(fractionDigits));
  const fraction = rawFraction.slice(0, digits).padEnd(digits, '0');
  const isZero = /^0*$/.test(integer + fraction);
  const prefix = sign === '-' && !isZero ? '-' : '';
  return digits > 0 ? `${prefix}${integer}.${fraction}` : `${prefix}${integer}`;
};

/** Thousands separators by language: `1,237,168` in English, `1 237 168` in Russian. */
const GROUP_SEPARATOR: Record<Language, string> = { en: ',', ru: ' ' };

/** Groups the integer part of an already formatted decimal (`-1237168.4` → `-1,237,168.4`). */
export const groupThousands = (formatted: string, locale: Language = getLocale()) => {
  const match = /^(-?)(\d+)(.*)$/.exec(formatted);
  if (!match) return formatted;
  const [, sign = '', integer = '', rest = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale])}${rest}`;
};

/**
 * The spec's amount: `digits` decimals, truncated (never rounded up), trailing zeros cut, `...`
 * when non-zero digits were cut, thousands grouped by language (`1237168.4` → `1 237 168.4` in
 * Russian). The exact value belongs in a tooltip beside it (`exactAmount`).
 */
export const formatAmount = (amount: string, digits = 2, locale: Language = getLocale()) => {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const shown = trimDecimal(formatDecimal(amount, digits));
  const cut = (match[3] ?? '').slice(Math.max(0, Math.trunc(digits)));
  const grouped = groupThousands(shown, locale);
  return /[1-9]/.test(cut) ? `${grouped}...` : grouped;
};

/** The whole value, for a tooltip: every significant digit, trailing zeros dropped, ungrouped. */
export const exactAmount = (amount: string) => trimDecimal(amount);

/** True when the shown amount is not the whole value (digits were cut). */
export const isAmountCut = (amount: string, digits = 2) => {
  const match = DECIMAL.exec(amount.trim());
  return Boolean(match && /[1-9]/.test((match[3] ?? '').slice(Math.max(0, Math.trunc(digits)))));
};

/** A balance with its currency's `ratio_fraction` decimals (the spec's balance), grouped by language. */
export const formatMoney = (money: Money, locale: Language = getLocale()) =>
  `${groupThousands(formatDecimal(money.amount, money.currency.ratio_fraction), locale)} ${money.currency.code}`;

/** Drops trailing fractional zeros (`499.000000` → `499`), for amounts without a currency. */
export const trimDecimal = (amount: string) => {
  const value = amount.trim();
  if (!/^[+-]?\d+\.\d*$/.test(value)) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
};
