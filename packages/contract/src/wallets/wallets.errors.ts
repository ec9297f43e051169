import { defineErrors } from '../common/errors';

/** Balances and withdrawals. */
export const walletsErrors = defineErrors({
  insufficient_balance: { status: 422, en: 'Insufficient balance.', ru: 'Недостаточно средств.' },
  wallet_shortfall: {
    status: 409,
    en: 'The sending wallet holds {balance} USDT on chain that is free to send, less than {amount} USDT: nothing was sent or moved.',
    ru: 'На кошельке отправителя в сети свободно {balance} USDT, меньше чем {amount} USDT: ничего не отправлено и не списано.',
  },
  chain_unavailable: {
    status: 503,
    en: 'The blockchain could not be read to check the wallet balance. Nothing was sent; try again later.',
    ru: 'Не удалось прочитать блокчейн для проверки баланса кошелька. Ничего не отправлено; повторите позже.',
  },
});
