import { describe, expect, it } from 'vitest';
import { daysOf, rewardsOf, totalsOf, turnoverOf } from './statistics-figures';
import type { FigureRow } from './statistics.repository';

const row = (
  day: string,
  status: string,
  fiat_currency: string,
  orders: number,
  fiat: number,
  rewards: Partial<FigureRow> = {},
): FigureRow => ({
  day,
  status,
  fiat_currency,
  crypto_currency: 'USDT',
  orders: String(orders),
  fiat: String(fiat),
  trader_reward: '0',
  partner_reward: '0',
  agent_reward: '0',
  platform_fee: '0',
  ...rewards,
});

const rows = [
  row('2026-11-02', 'paid', 'RUB', 2, 300_000, { trader_reward: '1500000', platform_fee: '700000' }),
  row('2026-11-01', 'done', 'RUB', 1, 150_000, { trader_reward: '900000' }),
  row('2026-11-01', 'canceled', 'KZT', 3, 990_000),
  row('2026-11-02', 'done', 'KZT', 1, 50_000),
  // An order that moved from new to in-progress on its day: its new bucket nets to nothing.
  row('2026-11-02', 'new', 'RUB', 0, 0),
  row('2026-11-03', 'in-progress', 'RUB', 0, 0),
];

describe('the figures folded from one pass over the rollup', () => {
  it('total orders and amounts per currency then status, leaving out what nets to nothing', () => {
    expect(totalsOf(rows)).toEqual([
      { status: 'canceled', fiat_currency: 'KZT', orders: 3n, fiat: 990_000n },
      { status: 'done', fiat_currency: 'KZT', orders: 1n, fiat: 50_000n },
      { status: 'done', fiat_currency: 'RUB', orders: 1n, fiat: 150_000n },
      { status: 'paid', fiat_currency: 'RUB', orders: 2n, fiat: 300_000n },
    ]);
  });

  it('sum the reward legs per status and keep only the statuses that earned any', () => {
    expect(rewardsOf(rows)).toEqual([
      { status: 'done', crypto_currency: 'USDT', trader_reward: 900_000n, partner_reward: 0n, agent_reward: 0n, platform_fee: 0n },
      { status: 'paid', crypto_currency: 'USDT', trader_reward: 1_500_000n, partner_reward: 0n, agent_reward: 0n, platform_fee: 700_000n },
    ]);
  });

  it('count created and paid (paid or done) orders per day in date order, and the paid turnover per day and currency', () => {
    expect(daysOf(rows)).toEqual([
      { day: '2026-11-01', created: 4n, paid: 1n },
      { day: '2026-11-02', created: 3n, paid: 3n },
    ]);
    expect(turnoverOf(rows)).toEqual([
      { day: '2026-11-01', fiat_currency: 'RUB', fiat: 150_000n },
      { day: '2026-11-02', fiat_currency: 'KZT', fiat: 50_000n },
      { day: '2026-11-02', fiat_currency: 'RUB', fiat: 300_000n },
    ]);
  });
});
