import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable } from 'node:stream';
import type { ListAnswer, ListContext, Language } from '@paydesk/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Row } from '../db/db';
import { BOM, csvColumns, csvLine } from './csv';

/** Rows an export reads from its cursor at a time. */
export const EXPORT_BATCH = 1000;

/**
 * A list answered as CSV: the route's handler is run again and again, and the list's query
 * (`runList`) answers each run with the next batch from one cursor instead of a page. The first
 * query a run makes is the exported one; any other query runs as usual.
 */
type ExportRun = { text: string | null; rows: AsyncGenerator<Row[]> | null; done: boolean };

const runs = new AsyncLocalStorage<ExportRun>();

/** The export this call is part of, if any. */
export const currentExport = () => runs.getStore();

/**
 * For a list filtered in memory (a few rows, not a query): when this call is an export, it is the
 * whole export, so the list answers every matching row at once and no further run is made.
 */
export const exportsWholeList = () => {
  const run = runs.getStore();
  if (!run) return false;
  run.done = true;
  return true;
};

/**
 * One page of a list held in memory (already filtered and sorted), or every row of it for an
 * export, with its context.
 */
export const pageInMemory = <T>(
  rows: readonly T[],
  query: { page: number; count: number },
  availableFilters: ListContext['available_filters'] = [],
): { items: T[]; context: ListContext } => {
  const whole = exportsWholeList();
  const perPage = whole ? Math.max(1, rows.length) : query.count;
  const page = whole ? 1 : query.page;
  return {
    items: rows.slice((page - 1) * perPage, page * perPage),
    context: {
      total_count: rows.length,
      total_capped: false,
      per_page: perPage,
      current_page: page,
      page_number: Math.max(1, Math.ceil(rows.length / perPage)),
      available_filters: availableFilters,
    },
  };
};

/** The next batch of the exported query, opening its cursor the first time; `[]` once it is read out. */
export const nextBatch = async (run: ExportRun, open: () => AsyncGenerator<Row[]>) => {
  run.rows ??= open();
  const next = await run.rows.next();
  if (next.done) {
    run.done = true;
    return [];
  }
  return next.value;
};

const fileName = (path: string) => {
  const base =
    path
      .replace(/\/:[^/]+/g, '')
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^a-z0-9]+/gi, '-') || 'list';
  return `${base}-${new Date().toISOString().slice(0, 10)}.csv`;
};

/**
 * Streams a list route's every matching row as CSV (UTF-8 with a BOM), with the list's filters and
 * sort. Bad input fails before anything is sent, as a JSON error like any other call's.
 */
export const sendListCsv = async (
  reply: FastifyReply,
  route: { path: string; item: z.ZodType },
  lang: Language,
  handler: () => Promise<ListAnswer<unknown>>,
) => {
  const run: ExportRun = { text: null, rows: null, done: false };
  const batch = () => runs.run(run, handler);
  const first = await batch();
  const columns = csvColumns(route.item, lang, first.context.available_filters);
  const lines = (items: readonly unknown[]) => items.map((item) => csvLine(columns.map((column) => column.value(item)))).join('');

  async function* chunks() {
    try {
      yield BOM + csvLine(columns.map((column) => column.label)) + lines(first.items);
      while (!run.done) {
        const page = await batch();
        if (page.items.length > 0) yield lines(page.items);
      }
    } finally {
      // A client gone mid-way: the cursor is closed and its connection given back.
      await run.rows?.return(undefined);
    }
  }

  const name = fileName(route.path);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(Readable.from(chunks()));
};
