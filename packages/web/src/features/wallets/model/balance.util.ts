import { compareDecimals, type Wallet } from '@paydesk/contract';
import { trimDecimal } from '../../../shared/format/format-money.util';

/** The balance the screens show: the virtual USDT wallet. */
export const virtualUsdtWallet = (wallets: readonly Wallet[]) =>
  wallets.find((wallet) => wallet.type.slug === 'virtual' && wallet.amount.currency.code === 'USDT') ?? null;

/** The real wallets a user can pay in to (an address is where the money goes). */
export const depositAddresses = (wallets: readonly Wallet[]) =>
  wallets.flatMap((wallet) => (wallet.type.slug === 'real' && wallet.address ? [{ name: wallet.name, address: wallet.address }] : []));

const DECIMAL_INPUT = /^\d*(\.\d*)?$/;

/** A decimal being typed (`''`, `'12.'`, `'.5'`) that holds a non-zero digit. */
export const isPositiveDecimal = (value: string) => DECIMAL_INPUT.test(value) && /[1-9]/.test(value);

/**
 * Keeps a typed amount between 0 and the available balance, exactly: above the balance it becomes
 * the balance itself. Input that is not a decimal in progress is left to the input to refuse.
 */
export const clampAmount = (value: string, available: string) => {
  if (!DECIMAL_INPUT.test(value) || !/^\d+(\.\d+)?$/.test(available)) return value;
  return compareDecimals(value, available) > 0 ? trimDecimal(available) : value;
};
