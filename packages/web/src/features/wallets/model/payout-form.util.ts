import { WITHDRAWAL_CURRENCIES } from '@paydesk/contract';
import { isPositiveDecimal } from './balance.util';

export type PayoutCurrency = (typeof WITHDRAWAL_CURRENCIES)[number];
export type PayoutValues = { address: string; currency: string; amount: string };

const isPayoutCurrency = (value: string): value is PayoutCurrency => (WITHDRAWAL_CURRENCIES as readonly string[]).includes(value);

/**
 * The withdrawal payload, or null when the spec says the form stops without a word: a string
 * field blank after trimming, or an amount that is not above zero.
 */
export const payoutPayload = ({ address, currency, amount }: PayoutValues) => {
  const trimmed = { address: address.trim(), currency: currency.trim(), amount: amount.trim() };
  if (!trimmed.address || !isPayoutCurrency(trimmed.currency) || !isPositiveDecimal(trimmed.amount)) return null;
  const normalized = trimmed.amount.startsWith('.') ? `0${trimmed.amount}` : trimmed.amount.replace(/\.$/, '');
  return { address: trimmed.address, currency: trimmed.currency, amount: normalized };
};
