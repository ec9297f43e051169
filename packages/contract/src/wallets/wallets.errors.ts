import { defineErrors } from '../common/errors';

/** Balances and withdrawals. */
export const walletsErrors = defineErrors({
  insufficient_balance: { status: 422, en: 'Insufficient balance.', ru: 'Недостаточно средств.' },
});
