import type { OrderDirection } from '@paydesk/contract';
import type { RoutingExecutorRow } from '../flows/flow-directory.service';
import type { TerminalCoverage } from '../terminals/terminal-directory.service';
import type { TraderStandingRow } from '../users/user-directory.service';

/** Why an executor did not take an order; each has a text in the server's catalogue (`routingReasons`). */
export type RoutingReason =
  | 'no_flow'
  | 'rate_unavailable'
  | 'partner_unavailable'
  | 'partner_refused'
  | 'partner_paused'
  | 'partner_balance_low'
  | 'trader_inactive'
  | 'insurance_unpaid'
  | 'direction_closed'
  | 'no_fee'
  | 'no_requisite'
  | 'no_terminal'
  | 'requisite_restricted'
  | 'same_amount_open'
  | 'trader_restricted'
  | 'insufficient_balance'
  | 'anti_fraud_stopped';

export type RuleInput = {
  direction: OrderDirection;
  /** Only its fee for the amount is read here (the directions screen asks without an amount). */
  executor: Pick<RoutingExecutorRow, 'fee_percentage'>;
  standing: TraderStandingRow | undefined;
  terminals: TerminalCoverage | undefined;
  /** An anti-fraud case in force stops this trader's traffic. */
  stopped?: boolean;
};

/** A trader works through a live terminal with the direction open, unless an admin lets them confirm by hand. */
const servedByTerminal = ({ direction, terminals }: RuleInput) =>
  terminals !== undefined && (terminals.manual || (direction === 'pay_in' ? terminals.payIn.size > 0 : terminals.payOut));

/** Of a trader's requisites, those a pay-in may go to: all of a trader who confirms by hand, else those a live terminal serves. */
export const requisitesServed = <R extends { id: string }>(requisites: R[], terminals: TerminalCoverage | undefined) =>
  terminals?.manual ? requisites : requisites.filter((requisite) => terminals?.payIn.has(requisite.id) ?? false);

/**
 * The rules a trader executor must meet before the engine looks at requisites and balances,
 * in the order they are checked. Terminals and anti-fraud add theirs here.
 */
export const TRADER_RULES: { reason: RoutingReason; holds: (input: RuleInput) => boolean }[] = [
  { reason: 'trader_inactive', holds: ({ standing }) => standing !== undefined && standing.is_active && !standing.is_blocked },
  { reason: 'insurance_unpaid', holds: ({ standing }) => standing!.insurance_paid },
  {
    reason: 'direction_closed',
    holds: ({ direction, standing }) => (direction === 'pay_in' ? standing!.deposit_open : standing!.withdraw_open),
  },
  { reason: 'no_fee', holds: ({ executor }) => executor.fee_percentage !== null },
  { reason: 'no_terminal', holds: servedByTerminal },
  { reason: 'anti_fraud_stopped', holds: ({ stopped }) => stopped !== true },
];

/** The first rule the trader breaks, or null. */
export const firstBrokenRule = (input: RuleInput) => TRADER_RULES.find((rule) => !rule.holds(input))?.reason ?? null;

type Limits = Record<string, Record<string, string | null>>;
type Stats = { open: number; today_count: number; today_turnover: string; month_turnover: string };

const exceeds = (value: bigint, limit: string | null | undefined, toMinor: (decimal: string) => bigint) =>
  limit !== null && limit !== undefined && value > toMinor(limit);

/**
 * True when restrictions (amount per order, daily and monthly turnover, daily count, open
 * orders) admit one more order of this fiat amount, given what is already counted.
 */
export const restrictionsAdmit = (limits: Limits, stats: Stats, amount: bigint, toMinor: (decimal: string) => bigint) => {
  const perOrder = limits.amount_per_order;
  if (perOrder?.min && amount < toMinor(perOrder.min)) return false;
  if (exceeds(amount, perOrder?.max, toMinor)) return false;
  if (exceeds(BigInt(stats.today_turnover) + amount, limits.daily_turnover?.max, toMinor)) return false;
  if (exceeds(BigInt(stats.month_turnover) + amount, limits.monthly_turnover?.max, toMinor)) return false;
  const dailyCount = limits.daily_count?.max;
  if (dailyCount !== null && dailyCount !== undefined && stats.today_count + 1 > Number(dailyCount)) return false;
  const open = limits.open_orders?.max;
  return !(open !== null && open !== undefined && stats.open + 1 > Number(open));
};

/** Whether these limits count today's or this month's orders (the open ones are always counted). */
export const countsPeriods = (limits: Limits) =>
  limits.daily_turnover !== undefined || limits.monthly_turnover !== undefined || limits.daily_count !== undefined;

/** Restrictions as stored (a list of typed values) by type, active ones only. */
export const limitsOf = (list: { type: string; values: Record<string, string | null>; is_active?: boolean }[]): Limits =>
  Object.fromEntries(list.filter((item) => item.is_active !== false).map((item) => [item.type, item.values]));
