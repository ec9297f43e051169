import { compareDecimals, MERCHANT_WITHDRAWAL_MIN_ADDRESS_LENGTH, MERCHANT_WITHDRAWAL_MIN_AMOUNT } from '@paydesk/contract';

export type MerchantWithdrawalValues = { trader: string | null; merchant: string | null; amount: string; address: string };

/** The spec's message keys, one per rule. */
export type MerchantWithdrawalError = 'trader_required' | 'merchant_required' | 'amount_required' | 'address_required' | 'address_invalid';
export type MerchantWithdrawalErrors = Partial<Record<'trader' | 'merchant' | 'amount' | 'address', MerchantWithdrawalError>>;

const isAmount = (value: string) => /^\d+(\.\d+)?$/.test(value) && compareDecimals(value, String(MERCHANT_WITHDRAWAL_MIN_AMOUNT)) >= 0;

/** Each field's first broken rule; an empty object means the form may be sent. */
export const merchantWithdrawalErrors = ({ trader, merchant, amount, address }: MerchantWithdrawalValues): MerchantWithdrawalErrors => {
  const errors: MerchantWithdrawalErrors = {};
  if (!trader) errors.trader = 'trader_required';
  if (!merchant) errors.merchant = 'merchant_required';
  if (!isAmount(amount.trim())) errors.amount = 'amount_required';
  const to = address.trim();
  if (!to) errors.address = 'address_required';
  else if (to.length < MERCHANT_WITHDRAWAL_MIN_ADDRESS_LENGTH) errors.address = 'address_invalid';
  return errors;
};
