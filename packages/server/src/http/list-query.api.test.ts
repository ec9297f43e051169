import { listQuerySchema } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { COUNT_CAP, runList, type ListSpec } from './list-query';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, startJobs: false });
});
afterAll(() => server.close());

const numbers = (upTo: number): ListSpec => ({
  select: 'n',
  from: `generate_series(1, ${upTo}) AS g(n)`,
  filters: [],
  sorts: {},
  defaultOrder: 'n DESC',
  tiebreak: 'n',
});

const page = (spec: ListSpec, query: Record<string, unknown>) =>
  runList<{ n: number }>(server.db, spec, listQuerySchema.parse(query), 'en');

describe('the count of a list page', () => {
  it('is exact up to the cap', async () => {
    const { context, rows } = await page(numbers(COUNT_CAP), { count: '20' });
    expect(context).toMatchObject({ total_count: COUNT_CAP, total_capped: false, page_number: COUNT_CAP / 20 });
    expect(rows.map((row) => Number(row.n))).toEqual(Array.from({ length: 20 }, (_, index) => COUNT_CAP - index));
  });

  it('stops at the cap and says so when more rows match', async () => {
    const { context } = await page(numbers(COUNT_CAP * 2 + 5), { count: '20' });
    expect(context).toMatchObject({ total_count: COUNT_CAP, total_capped: true, page_number: COUNT_CAP / 20 });
  });

  it('counts on past the cap for a page beyond it, so that page and the next ones exist', async () => {
    const deep = await page(numbers(COUNT_CAP * 2 + 5), { count: '20', page: String(COUNT_CAP / 20 + 1) });
    expect(deep.context).toMatchObject({ total_count: COUNT_CAP * 2, total_capped: true, page_number: (COUNT_CAP * 2) / 20 });
    expect(Number(deep.rows[0]!.n)).toBe(COUNT_CAP + 5);
    const last = await page(numbers(COUNT_CAP + 7), { count: '20', page: String(COUNT_CAP / 20 + 1) });
    expect(last.context).toMatchObject({ total_count: COUNT_CAP + 7, total_capped: false, page_number: COUNT_CAP / 20 + 1 });
    expect(last.rows.map((row) => Number(row.n))).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });
});

/** Odd numbers in one branch, even ones in the other; `n` is filterable. */
const halves = (upTo: number, countCap?: number): ListSpec => ({
  select: 'x.n',
  branches: [`SELECT n FROM generate_series(1, ${upTo}, 2) AS g(n)`, `SELECT n FROM generate_series(2, ${upTo}, 2) AS g(n)`],
  countCap,
  filters: [
    {
      field: 'below',
      type: 'string',
      column: 'x.n',
      condition: (placeholder) => `x.n < ${placeholder}::int`,
      description: { en: 'Below', ru: 'Меньше' },
    },
  ],
  sorts: { n: 'x.n' },
  defaultOrder: 'x.n DESC',
  tiebreak: 'x.n',
});

describe('a list over the branches of a UNION ALL', () => {
  it('merges the branches in order on every page, with the conditions applied in each', async () => {
    const first = await page(halves(100), { count: '7' });
    expect(first.rows.map((row) => Number(row.n))).toEqual([100, 99, 98, 97, 96, 95, 94]);
    const fifth = await page(halves(100), { count: '7', page: '5' });
    expect(fifth.rows.map((row) => Number(row.n))).toEqual([72, 71, 70, 69, 68, 67, 66]);
    const filtered = await page(halves(100), { count: '5', page: '2', filter: { below: '50' } });
    expect(filtered.rows.map((row) => Number(row.n))).toEqual([44, 43, 42, 41, 40]);
    expect(filtered.context).toMatchObject({ total_count: 49, total_capped: false, page_number: 10 });
    const ascending = await page(halves(100), { count: '4', page: '3', sort: 'n' });
    expect(ascending.rows.map((row) => Number(row.n))).toEqual([9, 10, 11, 12]);
  });

  it('counts up to its own cap and pages past it', async () => {
    expect((await page(halves(100, 30), { count: '10' })).context).toMatchObject({ total_count: 30, total_capped: true, page_number: 3 });
    const deep = await page(halves(100, 30), { count: '10', page: '4' });
    expect(deep.context).toMatchObject({ total_count: 60, total_capped: true });
    expect(deep.rows.map((row) => Number(row.n))).toEqual([70, 69, 68, 67, 66, 65, 64, 63, 62, 61]);
  });
});
