import type { Money } from '@paydesk/contract';

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

/**
 * A table amount: `digits` decimals, truncated, with `...` when non-zero digits were cut, so a
 * reader knows the cell is not the whole value (`1.239` → `1.23...`, `1.230000` → `1.23`).
 */
export const formatAmount = (amount: string, digits = 2) => {
  const shown = formatDecimal(amount, digits);
  const match = DECIMAL.exec(amount.trim());
  if (!match) return shown;
  const cut = (match[3] ?? '').slice(Math.max(0, Math.trunc(digits)));
  return /[1-9]/.test(cut) ? `${shown}...` : shown;
};

export const formatMoney = (money: Money) => `${formatDecimal(money.amount, money.currency.ratio_fraction)} ${money.currency.code}`;

/** Drops trailing fractional zeros (`499.000000` → `499`), for amounts without a currency. */
export const trimDecimal = (amount: string) => {
  const value = amount.trim();
  if (!/^[+-]?\d+\.\d*$/.test(value)) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
};
