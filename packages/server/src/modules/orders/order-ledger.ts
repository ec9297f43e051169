import { fromMinor, USDT_SCALE } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  getPartnerBalance,
  getUserBalances,
  postTransfer,
  postTransfers,
  type AccountRef,
  type LedgerOwner,
  type TransferInput,
} from '../ledger/ledger.service';
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

const usdt = (minor: bigint) => fromMinor(minor, USDT_SCALE);

/**
 * Takes `need` USDT of the order's executor into its `held` part: from available first, then from
 * the trader's insurance deposit; refuses naming the shortfall when both fall short. A partner
 * system has no deposit: its available USDT alone.
 */
const holdFromExecutor = async (tx: Sql, order: OrderRow, need: bigint, key: string) => {
  const executor = executorOf(order);
  const balances = order.trader_id
    ? await getUserBalances(tx, order.trader_id, 'USDT')
    : { available: await getPartnerBalance(tx, order.partner_slug!, 'USDT'), insurance: 0n };
  const fromAvailable = balances.available > need ? need : balances.available > 0n ? balances.available : 0n;
  const fromInsurance = need - fromAvailable;
  if (fromInsurance > balances.insurance) throw new AppError('dispute_shortfall', { shortfall: usdt(fromInsurance - balances.insurance) });
  const legs: TransferInput[] = [];
  const reference = { type: 'order', id: order.id };
  if (fromAvailable > 0n) {
    legs.push({
      from: { ...executor, part: 'available' },
      to: { ...executor, part: 'held' },
      currency: 'USDT',
      amount: fromAvailable,
      kind: 'order_hold',
      reference,
      idempotencyKey: `${key}:hold`,
    });
  }
  if (fromInsurance > 0n && order.trader_id) {
    legs.push({
      from: { owner: order.trader_id, part: 'insurance' },
      to: { owner: order.trader_id, part: 'held' },
      currency: 'USDT',
      amount: fromInsurance,
      kind: 'insurance_claim',
      reference,
      idempotencyKey: `${key}:insurance`,
    });
  }
  await postTransfers(tx, legs).catch((error: unknown) => {
    // A race took the balance between the read and the transfer: said as a shortfall too.
    if (error instanceof AppError && error.code === 'insufficient_balance')
      throw new AppError('dispute_shortfall', { shortfall: usdt(need) });
    throw error;
  });
};

/**
 * Settles a canceled pay-in found paid after all (a resolved dispute, DESIGN 4): the executor's
 * USDT is held again (available first, then the insurance deposit) and settled exactly as a paid
 * order settles, at `crypto`.
 */
export const settleCanceled = async (tx: Sql, order: OrderRow, crypto: bigint, key: string) => {
  await holdFromExecutor(tx, order, crypto, key);
  await settle(tx, { ...order, crypto_amount: crypto.toString() }, crypto);
};

/**
 * Corrects a paid pay-in's settlement from `settled` to `proven` USDT: every party's share moves
 * by the difference of its legs at the two amounts (the same rounding, so the parties end exactly
 * as if the order had settled at `proven`). More: the trader pays the others (available first,
 * then insurance). Less: each party gives its excess back to the trader.
 */
export const correctSettlement = async (tx: Sql, order: OrderRow, settled: bigint, proven: bigint, key: string) => {
  const before = settlementLegs(order.direction, settled, order.fees);
  const after = settlementLegs(order.direction, proven, order.fees);
  const trader: AccountRef = { ...executorOf(order), part: 'available' };
  const parties: { name: string; account: AccountRef; delta: bigint; kind: string }[] = [
    {
      name: 'merchant',
      account: { owner: order.merchant_id, part: 'available' },
      delta: after.merchant - before.merchant,
      kind: 'order_settlement',
    },
    { name: 'revenue', account: { system: 'revenue' }, delta: after.revenue - before.revenue, kind: 'platform_fee' },
    ...after.teamleads.map((lead, i) => ({
      name: `teamlead:${lead.id}`,
      account: { owner: lead.id, part: 'available' } as AccountRef,
      delta: lead.amount - (before.teamleads[i]?.amount ?? 0n),
      kind: 'teamlead_reward',
    })),
    ...after.referrers.map((referrer, i) => ({
      name: `referrer:${referrer.id}`,
      account: { owner: referrer.id, part: 'available' } as AccountRef,
      delta: referrer.amount - (before.referrers[i]?.amount ?? 0n),
      kind: 'referral_reward',
    })),
  ];
  const owed = parties.reduce((sum, party) => sum + (party.delta > 0n ? party.delta : 0n), 0n);
  if (owed > 0n) {
    // The trader's share of what they now owe comes from their USDT like any hold.
    await holdFromExecutor(tx, order, owed, key);
  }
  const legs: TransferInput[] = parties
    .filter((party) => party.delta !== 0n)
    .map((party) => ({
      from: party.delta > 0n ? { ...executorOf(order), part: 'held' } : party.account,
      to: party.delta > 0n ? party.account : trader,
      currency: 'USDT',
      amount: party.delta > 0n ? party.delta : -party.delta,
      kind: 'dispute_correction',
      reference: { type: 'order', id: order.id },
      idempotencyKey: `${key}:${party.name}`,
    }));
  await postTransfers(tx, legs).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'insufficient_balance') {
      const refund = parties.reduce((sum, party) => sum + (party.delta < 0n ? -party.delta : 0n), 0n);
      throw new AppError('dispute_refund_shortfall', { shortfall: usdt(refund) });
    }
    throw error;
  });
};
