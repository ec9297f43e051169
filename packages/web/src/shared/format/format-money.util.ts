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

export const formatMoney = (money: Money) => `${formatDecimal(money.amount, money.currency.ratio_fraction)} ${money.currency.code}`;

/** Drops trailing fractional zeros (`499.000000` → `499`), for amounts without a currency. */
export const trimDecimal = (amount: string) => {
  const value = amount.trim();
  if (!/^[+-]?\d+\.\d*$/.test(value)) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
};
