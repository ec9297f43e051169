/** Exact money: decimal strings at the edges, integer minor units (bigint) inside. */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** `"12.345"` at scale 6 → `12345000n`; refuses more fraction digits than the scale. */
export const toMinor = (decimal: string, scale: number): bigint => {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a decimal: "${decimal}"`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) throw new RangeError(`"${decimal}" has more than ${scale} decimals`);
  const minor = BigInt(whole! + fraction.padEnd(scale, '0'));
  return sign ? -minor : minor;
};

/** `12345000n` at scale 6 → `"12.345000"`. */
export const fromMinor = (minor: bigint, scale: number): string => {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
};

/** Compares two non-negative decimal strings exactly. */
export const compareDecimals = (a: string, b: string) => {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const left = BigInt(ai + af.padEnd(width, '0'));
  const right = BigInt(bi + bf.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
};

const scaled = (decimal: string, width: number) => {
  const [whole = '0', fraction = ''] = decimal.trim().split('.');
  return BigInt(whole + fraction.padEnd(width, '0'));
};

/**
 * True when `received` differs from `asked` by more than `percent` % of `asked` (non-negative
 * decimal strings), exactly: a difference of exactly the share is within it.
 */
export const differsByMoreThan = (asked: string, received: string, percent: string) => {
  const fractionOf = (value: string) => value.trim().split('.')[1]?.length ?? 0;
  const width = Math.max(fractionOf(asked), fractionOf(received));
  const percentWidth = fractionOf(percent);
  const left = scaled(asked, width);
  const right = scaled(received, width);
  const difference = left > right ? left - right : right - left;
  return difference * 100n * 10n ** BigInt(percentWidth) > left * scaled(percent, percentWidth);
};
