import { fromMinor, MAX_AMOUNTS, scaleOf, toMinor, USDT_SCALE } from '@paydesk/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { RequestContext } from '../../../http/request-context';
import { reason } from '../order-reasons';
import type { OrderTransaction, OrderTransitions } from '../order-transitions';
import type * as repo from '../orders.repository';
import { cryptoOf } from '../routing.service';

export type ConfirmPaidInput = { amount?: string; confirm_difference?: true };

/**
 * A payment confirmed after its pay-in was canceled (the customer paid, the trader was slow): within
 * the grace period it opens a `payment_after_cancel` dispute carrying the confirmation, which an
 * admin resolves. Opened in the confirmation's transaction; told after it commits.
 */
export type LatePayments = {
  graceHours: number;
  open: (
    orders: OrderTransaction,
    order: repo.OrderRow,
    /** `evidence`: what the payment was seen in (a bank notification's text), kept as the dispute's first words. */
    confirmation: { fiat: bigint; actorId: string | null; job: string | null; evidence?: string },
  ) => Promise<{ announce: () => void }>;
};

const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** True when `received` is further from `asked` than `percent` of it. */
export const beyondTolerance = (received: bigint, asked: bigint, percent: number) => {
  const difference = received > asked ? received - asked : asked - received;
  return difference * 100n > asked * BigInt(percent);
};

/**
 * The executor (a trader, or an admin for them) confirms the payment, optionally with the amount
 * actually received: the order is paid and settled in one transaction, at the order's rate for
 * what came in. An amount far from the asked one (a typo of a digit moves the trader's USDT to
 * the merchant) needs the caller to confirm the difference explicitly.
 */
export const confirmPaidUseCase =
  ({ config }: Pick<AppDeps, 'config'>, transitions: OrderTransitions, latePayments: LatePayments) =>
  async (id: string, input: ConfirmPaidInput, { actor }: RequestContext) => {
    const late = await transitions.change(async (orders) => {
      const order = await orders.lock(id);
      if (!order) throw new AppError('not_found');
      const { amount } = input;
      const scale = scaleOf(order.fiat_currency) ?? 2;
      // A pay-out is paid by the trader from their own bank: the amount is the order's.
      if (amount !== undefined && order.direction === 'pay_out') throw new AppError('validation', {}, { amount: { key: 'unknown_field' } });
      if (amount !== undefined && decimalsOf(amount) > scale)
        throw new AppError('validation', {}, { amount: { key: 'decimal', params: { scale } } });
      if (amount !== undefined && toMinor(amount, scale) <= 0n) throw new AppError('validation', {}, { amount: { key: 'positive' } });
      // Past the largest amount the product holds in the currency: refused on the field, before any arithmetic or column sees it.
      const max = (MAX_AMOUNTS as Record<string, string>)[order.fiat_currency];
      if (amount !== undefined && max !== undefined && toMinor(amount, scale) > toMinor(max, scale)) {
        throw new AppError('validation', {}, { amount: { key: 'decimal_max', params: { max } } });
      }
      const asked = BigInt(order.fiat_amount);
      const fiat = amount === undefined ? asked : toMinor(amount, scale);
      const differs = fiat !== asked;
      const tolerance = config.receivedAmountTolerancePercent;
      if (differs && beyondTolerance(fiat, asked, tolerance) && input.confirm_difference !== true) {
        const money = (minor: bigint) => `${fromMinor(minor, scale)} ${order.fiat_currency}`;
        throw new AppError(
          'validation',
          {},
          {
            amount: { key: 'difference_unconfirmed', params: { received: money(fiat), asked: money(asked), tolerance } },
          },
        );
      }
      if (isLate(order, latePayments.graceHours)) {
        return latePayments.open(orders, order, { fiat, actorId: actor.id, job: null });
      }
      const crypto = differs ? cryptoOf(fiat, scale, order.rate, USDT_SCALE) : BigInt(order.crypto_amount);
      await orders.move(order, {
        to: 'paid',
        by: {
          actorId: actor.id,
          job: null,
          reason: differs ? reason('received', { amount: fromMinor(fiat, scale) }) : reason('confirmed'),
        },
        paid: differs ? { fiat, crypto } : undefined,
        money: { settleAt: crypto },
      });
      return null;
    });
    late?.announce();
  };

/** A canceled pay-in confirmed within the grace period after its cancel: its money came late. */
const isLate = (order: repo.OrderRow, graceHours: number) =>
  order.status === 'canceled' && order.direction === 'pay_in' && Date.now() - order.updated_at.getTime() <= graceHours * 3_600_000;
