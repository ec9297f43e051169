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

const page = (spec: ListSpec, query: Record<string, string>) => runList<{ n: number }>(server.db, spec, listQuerySchema.parse(query), 'en');

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
