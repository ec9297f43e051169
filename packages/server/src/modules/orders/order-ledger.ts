import type { Sql } from '../../db/db';
import { postTransfer, postTransfers, type AccountRef, type LedgerOwner, type TransferInput } from '../ledger/ledger.service';
import type { OrderRow } from './orders.repository';
import { legsTotal, payOutHold, settlementLegs } from './settlement';

/** The executor's ledger accounts: the trader's, or the partner system's. */
const executorOf = (order: OrderRow): LedgerOwner => (order.trader_id ? { owner: order.trader_id } : { partner: order.partner_slug! });

/** Whose USDT an order holds: the executor's for a pay-in, the merchant's for a pay-out. */
const holderOf = (order: OrderRow): LedgerOwner => (order.direction === 'pay_in' ? executorOf(order) : { owner: order.merchant_id });

/** Gives the hold back: the executor's USDT for a pay-in, the merchant's amount and fee for a pay-out. */
export const releaseHold = async (tx: Sql, order: OrderRow) => {
  const holder = holderOf(order);
  const amount = order.direction === 'pay_in' ? BigInt(order.crypto_amount) : payOutHold(BigInt(order.crypto_amount), order.fees);
  await postTransfer(tx, {
    from: { ...holder, part: 'held' },
    to: { ...holder, part: 'available' },
    currency: 'USDT',
    amount,
    kind: 'order_release',
    reference: { type: 'order', id: order.id },
    idempotencyKey: `order:${order.id}:release`,
  });
};

/**
 * Settles a paid order (DESIGN 5) in the transaction that marks it paid: the held USDT goes to
 * the merchant less the fee (pay-in) or to the trader with the reward (pay-out), each referrer
 * and teamlead their share, the platform the rest. A pay-in paid for less than asked settles at
 * what came in and gives the trader the rest of the hold back; for more, the difference is held first.
 */
export const settle = async (tx: Sql, order: OrderRow, crypto: bigint) => {
  const held = BigInt(order.crypto_amount);
  const holder = holderOf(order);
  const transfers: TransferInput[] = [];
  const post = (name: string, from: AccountRef, to: AccountRef, amount: bigint, kind: string) => {
    if (amount > 0n)
      transfers.push({
        from,
        to,
        currency: 'USDT',
        amount,
        kind,
        reference: { type: 'order', id: order.id },
        idempotencyKey: `order:${order.id}:settle:${name}`,
      });
  };
  const leg = (name: string, to: AccountRef, amount: bigint, kind: string) => post(name, { ...holder, part: 'held' }, to, amount, kind);
  if (order.direction === 'pay_in' && crypto > held) {
    post('extra-hold', { ...holder, part: 'available' }, { ...holder, part: 'held' }, crypto - held, 'order_hold');
  }
  const legs = settlementLegs(order.direction, crypto, order.fees);
  if (order.direction === 'pay_in') leg('merchant', { owner: order.merchant_id, part: 'available' }, legs.merchant, 'order_settlement');
  leg('trader', { ...executorOf(order), part: 'available' }, legs.trader, order.trader_id ? 'trader_reward' : 'partner_reward');
  for (const lead of legs.teamleads) leg(`teamlead:${lead.id}`, { owner: lead.id, part: 'available' }, lead.amount, 'teamlead_reward');
  for (const referrer of legs.referrers) {
    leg(`referrer:${referrer.id}`, { owner: referrer.id, part: 'available' }, referrer.amount, 'referral_reward');
  }
  leg('revenue', { system: 'revenue' }, legs.revenue, 'platform_fee');
  const settledFromHold = legsTotal(legs);
  const holdTotal = order.direction === 'pay_in' ? (crypto > held ? crypto : held) : payOutHold(held, order.fees);
  if (holdTotal > settledFromHold) leg('rest', { ...holder, part: 'available' }, holdTotal - settledFromHold, 'order_release');
  // Every leg together: one lock of all the accounts, in id order, and a few round trips in all.
  await postTransfers(tx, transfers);
};
