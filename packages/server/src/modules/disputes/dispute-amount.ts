import { MAX_AMOUNTS, scaleOf, toMinor } from '@paydesk/contract';
import { AppError } from '../../http/app-error';

/** A claimed fiat amount in the order's currency, as minor units; refused on the field when it is not one the product holds. */
export const fiatAmountOf = (amount: string, currency: string, field = 'amount') => {
  const scale = scaleOf(currency) ?? 2;
  if ((amount.split('.')[1]?.length ?? 0) > scale) throw new AppError('validation', {}, { [field]: { key: 'decimal', params: { scale } } });
  const minor = toMinor(amount, scale);
  if (minor <= 0n) throw new AppError('validation', {}, { [field]: { key: 'positive' } });
  const max = (MAX_AMOUNTS as Record<string, string>)[currency];
  if (max !== undefined && minor > toMinor(max, scale))
    throw new AppError('validation', {}, { [field]: { key: 'decimal_max', params: { max } } });
  return minor;
};
