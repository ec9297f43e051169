import type { FigureRow } from './statistics.repository';

/** The statuses whose orders were paid: a paid order turns done a day later and stays paid money. */
const PAID_STATUSES = new Set(['paid', 'done']);

const REWARD_KEYS = ['trader_reward', 'partner_reward', 'agent_reward', 'platform_fee'] as const;

export type Total = { status: string; fiat_currency: string; orders: bigint; fiat: bigint };
export type Rewards = { status: string; crypto_currency: string } & Record<(typeof REWARD_KEYS)[number], bigint>;
export type Day = { day: string; created: bigint; paid: bigint };
export type Turnover = { day: string; fiat_currency: string; fiat: bigint };

/** Sums rows into groups by a key, in the order of the keys (as PostgreSQL orders these ASCII codes). */
const fold = <G>(
  rows: FigureRow[],
  keyOf: (row: FigureRow) => string,
  start: (row: FigureRow) => G,
  add: (group: G, row: FigureRow) => void,
) => {
  const groups = new Map<string, G>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? start(row);
    add(group, row);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
};

/** Orders and amounts per status and fiat currency (the Total table), by currency then status. */
export const totalsOf = (rows: FigureRow[]): Total[] =>
  fold(
    rows,
    (row) => `${row.fiat_currency}\u0000${row.status}`,
    (row): Total => ({ status: row.status, fiat_currency: row.fiat_currency, orders: 0n, fiat: 0n }),
    (group, row) => {
      group.orders += BigInt(row.orders);
      group.fiat += BigInt(row.fiat);
    },
  ).filter((group) => group.orders !== 0n);

/** The reward legs per status and crypto currency (the Rewards table), by currency then status. */
export const rewardsOf = (rows: FigureRow[]): Rewards[] =>
  fold(
    rows,
    (row) => `${row.crypto_currency}\u0000${row.status}`,
    (row): Rewards => ({
      status: row.status,
      crypto_currency: row.crypto_currency,
      trader_reward: 0n,
      partner_reward: 0n,
      agent_reward: 0n,
      platform_fee: 0n,
    }),
    (group, row) => {
      for (const key of REWARD_KEYS) group[key] += BigInt(row[key]);
    },
  ).filter((group) => REWARD_KEYS.some((key) => group[key] !== 0n));

/** Per day: orders created and paid. */
export const daysOf = (rows: FigureRow[]): Day[] =>
  fold(
    rows,
    (row) => row.day,
    (row): Day => ({ day: row.day, created: 0n, paid: 0n }),
    (group, row) => {
      group.created += BigInt(row.orders);
      if (PAID_STATUSES.has(row.status)) group.paid += BigInt(row.orders);
    },
  ).filter((group) => group.created !== 0n);

/** Per day and fiat currency: the paid orders' amount. */
export const turnoverOf = (rows: FigureRow[]): Turnover[] =>
  fold(
    rows.filter((row) => PAID_STATUSES.has(row.status)),
    (row) => `${row.day}\u0000${row.fiat_currency}`,
    (row): Turnover => ({ day: row.day, fiat_currency: row.fiat_currency, fiat: 0n }),
    (group, row) => {
      group.fiat += BigInt(row.fiat);
    },
  ).filter((group) => group.fiat !== 0n);
