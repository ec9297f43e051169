import { toMinor, type OrderDirection } from '@paydesk/contract';
import type { OrderFees } from './orders.repository';

/** Hundredths of a percent: 2.5 % is 250, so a share is amount × bp / 10 000, rounded down. */
const basisPoints = (percentage: string) => toMinor(percentage, 2);
const share = (amount: bigint, percentage: string) => (amount * basisPoints(percentage)) / 10_000n;

export type SettlementLegs = {
  /** What the merchant is credited (pay-in) — nothing for a pay-out, whose merchant paid. */
  merchant: bigint;
  /** What the executing trader is credited: the reward (pay-in), or the amount plus the reward (pay-out). */
  trader: bigint;
  teamleads: { id: string; amount: bigint }[];
  referrers: { id: string; amount: bigint }[];
  /** The platform's margin: what is left of the merchant's fee. */
  revenue: bigint;
};

/** What a pay-out holds from the merchant for an order of this crypto amount: the amount and the merchant's fee. */
export const payOutHold = (amount: bigint, fees: Pick<OrderFees, 'merchant'>) => amount + share(amount, fees.merchant);

/**
 * The legs of a settlement (DESIGN 5), in USDT minor units. Every share is rounded down, and the
 * platform takes the remainder, so the legs always sum exactly to the held amount; with a
 * non-negative margin configuration the remainder is never negative.
 */
export const settlementLegs = (direction: OrderDirection, amount: bigint, fees: OrderFees): SettlementLegs => {
  const merchantFee = share(amount, fees.merchant);
  const reward = share(amount, fees.trader);
  const teamleads = fees.teamleads.map((lead) => ({ id: lead.id, amount: share(amount, lead.percentage) }));
  const referrers = fees.referrers.map((referrer) => ({ id: referrer.id, amount: share(amount, referrer.percentage) }));
  const shares = [...teamleads, ...referrers].reduce((sum, leg) => sum + leg.amount, 0n);
  const revenue = merchantFee - reward - shares;
  if (revenue < 0n) throw new RangeError('The fees leave the platform a negative margin');
  return direction === 'pay_in'
    ? { merchant: amount - merchantFee, trader: reward, teamleads, referrers, revenue }
    : { merchant: 0n, trader: amount + reward, teamleads, referrers, revenue };
};

/** The sum of every leg: equal to what was held, by construction. */
export const legsTotal = (legs: SettlementLegs) =>
  legs.merchant + legs.trader + legs.revenue + [...legs.teamleads, ...legs.referrers].reduce((sum, leg) => sum + leg.amount, 0n);
