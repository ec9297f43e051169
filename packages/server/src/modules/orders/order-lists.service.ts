import { ORDER_STAGES, type listQuerySchema, type OrderStage, type unprocessedQuerySchema } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { Localized, RequestContext } from '../../http/request-context';
import { partnerSlugsOf } from '../partners/partner-directory.service';
import { describeBank, loadCatalogue } from '../requisites';
import { attemptNames, orderHistory, orderNotifications, orderInScope, orderLedgerLegs, unprocessedById } from './order-details.list';
import { toOrder, toOrderDetails, toUnprocessed, toUnprocessedDetails, type BankOf, type OrderViewer } from './order-view.mapper';
import { devicesOfOrders, ordersListSpec, type OrderListRow, type OrderScope } from './orders.list';
import { unprocessedListSpec, type UnprocessedRow } from './unprocessed.list';

type ListQuery = z.output<typeof listQuerySchema>;

const isStage = (value: string): value is OrderStage => (ORDER_STAGES as readonly string[]).includes(value);

/** `filter[stage]` is the screen's, not a column's: taken out of the filters and checked. */
const splitStage = (filter: Record<string, string>) => {
  const { stage, ...rest } = filter;
  const value = stage?.trim() ?? '';
  if (value === '') return { stage: null, filter: rest };
  if (!isStage(value))
    throw new AppError('validation', {}, { 'filter.stage': { key: 'enum', params: { values: ORDER_STAGES.join(', ') } } });
  return { stage: value, filter: rest };
};

/** The back-office's reads of orders: each role's lists and details, scoped on the server, and the unprocessed orders. */
export const createOrderListsService = ({ db }: Pick<AppDeps, 'db'>) => {
  /** Whose orders the caller may see. A partner sees the orders of the partner systems it works for. */
  const scopeOf = async ({ actor }: RequestContext): Promise<OrderScope> => {
    switch (actor.type) {
      case 'admin':
        return { role: 'admin' };
      case 'trader':
      case 'merchant':
        return { role: actor.type, userId: actor.id };
      case 'partner':
        return { role: 'partner', partnerSlugs: await partnerSlugsOf(db, actor.id) };
      default:
        throw new AppError('not_found');
    }
  };

  /** Banks by payment option, from the catalogue (kept in memory), named in the caller's language. */
  const banksFor = async (context: RequestContext): Promise<BankOf> => {
    const catalogue = await loadCatalogue(db);
    return (slug) => {
      const option = catalogue.option(slug);
      return option ? describeBank(option, context) : null;
    };
  };

  return {
    list: async (query: ListQuery, context: RequestContext) => {
      const scope = await scopeOf(context);
      const { stage, filter } = splitStage(query.filter);
      const [{ rows, context: listContext }, bankOf] = await Promise.all([
        runList<OrderListRow>(db, ordersListSpec(scope, stage), { ...query, filter }, context.lang),
        banksFor(context),
      ]);
      if (scope.role === 'admin' && rows.length > 0) {
        const devices = await devicesOfOrders(
          db,
          rows.map((row) => row.id),
        );
        for (const row of rows) row.devices = devices.get(row.id) ?? [];
      }
      return { items: rows.map((row) => toOrder(row, scope.role as OrderViewer, context.lang, bankOf)), context: listContext };
    },

    /** One order with its history; another's order answers as not found. Admins also get its ledger legs. */
    details: async (id: string, context: RequestContext) => {
      const scope = await scopeOf(context);
      const row = await orderInScope(db, scope, id);
      if (!row) throw new AppError('not_found');
      const [history, legs, notifications, bankOf] = await Promise.all([
        orderHistory(db, id),
        scope.role === 'admin' ? orderLedgerLegs(db, id) : Promise.resolve(null),
        // A trader's bank texts are theirs and the admins', not the merchant's.
        scope.role === 'admin' || scope.role === 'trader' ? orderNotifications(db, id) : Promise.resolve([]),
        banksFor(context),
      ]);
      return toOrderDetails(row, { history, legs, notifications }, scope.role, context.lang, bankOf);
    },

    unprocessed: async (query: z.output<typeof unprocessedQuerySchema>, context: RequestContext) => {
      const { per_page: perPage, ...rest } = query;
      const { rows, context: listContext } = await runList<UnprocessedRow>(
        db,
        unprocessedListSpec,
        { ...rest, count: perPage ?? rest.count },
        context.lang,
      );
      return { items: rows.map((row) => toUnprocessed(row, context.lang)), context: listContext };
    },

    unprocessedDetails: async (id: string, { lang }: Localized) => {
      const row = await unprocessedById(db, id);
      if (!row) throw new AppError('not_found');
      const ids = (pick: (attempt: UnprocessedRow['attempts'][number]) => string | null) => [
        ...new Set(row.attempts.flatMap((attempt) => pick(attempt) ?? [])),
      ];
      const names = await attemptNames(
        db,
        ids((attempt) => attempt.trader_id),
        ids((attempt) => attempt.partner_slug),
        ids((attempt) => attempt.flow_id),
      );
      return toUnprocessedDetails(row, names, lang);
    },
  };
};

export type OrderListsService = ReturnType<typeof createOrderListsService>;
