/**
 * Money units, declared once: the exact scale of each currency the ledger keeps (integer minor
 * units inside), the USDT currency object of API answers, and the largest amounts accepted.
 */
export const CURRENCY_SCALES = { USDT: 6, RUB: 2, KZT: 2, UZS: 2 } as const;
export type CurrencyCode = keyof typeof CURRENCY_SCALES;

/** The fiat currencies flows, requisites, the merchant API and the screens serve (the database's list agrees: tested). */
export const FIAT_CURRENCIES = ['RUB', 'KZT', 'UZS'] as const satisfies readonly CurrencyCode[];

/** The exact scale of a known currency, or undefined. */
export const scaleOf = (code: string): number | undefined =>
  Object.hasOwn(CURRENCY_SCALES, code) ? CURRENCY_SCALES[code as CurrencyCode] : undefined;
export const USDT_SCALE = CURRENCY_SCALES.USDT;

/** USDT as answers name it; people see two decimals, the ledger keeps six. */
export const USDT_CURRENCY = { code: 'USDT', name: 'Tether USD', ratio_fraction: 2 } as const;

/**
 * The largest amount the product accepts, per currency, and the largest rate. Amounts live as
 * BIGINT minor units (USDT 6 decimals: up to about 9.2 trillion) and rates as NUMERIC(24, 8):
 * these limits sit far inside both, so no sum of a few of them overflows either.
 */
export const MAX_AMOUNTS = { USDT: '1000000000', RUB: '100000000000', KZT: '100000000000', UZS: '100000000000' } as const;
export const MAX_RATE = '1000000000';
