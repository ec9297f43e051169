import {
  DISPUTE_FIELD_NAMES,
  DISPUTE_REASON_SLUGS,
  DISPUTE_REASONS,
  type DisputeDetails,
  type Language,
  type listQuerySchema,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { FileAnswer } from '../../http/inner-route';
import { runList } from '../../http/list-query';
import type { RequestContext } from '../../http/request-context';
import type { OrdersService } from '../orders/orders.service';
import { toDispute, toDisputeDetails, toMerchantDispute } from './dispute.mapper';
import { createDisputeEvents } from './dispute-events';
import { createEvidenceStore } from './dispute-files';
import { disputesListSpec, type DisputeListRow, type DisputeScope } from './disputes.list';
import * as repo from './disputes.repository';
import { addEvidenceUseCase, canSee } from './use-cases/add-evidence';
import { decideDisputeUseCase } from './use-cases/decide-dispute';
import { openDisputeUseCase, type DisputeOpening, type ReceiptsOf } from './use-cases/open-dispute';

type ListQuery = z.output<typeof listQuerySchema>;

/** The disputes module's public face: its reads, and each use case (opened, answered, decided). */
export const createDisputesService = (
  deps: AppDeps,
  orders: Pick<OrdersService, 'transitions' | 'byId'>,
  opening: DisputeOpening,
  receiptsOf: ReceiptsOf,
) => {
  const { db, config } = deps;
  const store = createEvidenceStore({ dir: config.disputesDir, s3: config.disputesS3 });
  const events = createDisputeEvents(deps);

  const view = async (sql: Sql, rows: DisputeListRow[], lang: Language) => {
    const files = await repo.filesOf(
      sql,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toDispute(
        row,
        files.filter((file) => file.dispute_id === row.id),
        lang,
      ),
    );
  };

  /** One dispute with its story, when the caller may see it; otherwise not found. */
  const details = async (id: string, context: RequestContext): Promise<DisputeDetails> => {
    const { rows } = await runList<DisputeListRow>(
      db,
      disputesListSpec('all'),
      { page: 1, count: 1, filter: { uuid: id }, sort: undefined },
      context.lang,
    );
    const row = rows[0];
    if (!row || !canSee(row, context)) throw new AppError('not_found');
    const [dispute] = await view(db, [row], context.lang);
    return toDisputeDetails(dispute!, await repo.entriesOf(db, id));
  };

  return {
    list: async (query: ListQuery, scope: DisputeScope, { lang }: RequestContext) => {
      const { rows, context } = await runList<DisputeListRow>(db, disputesListSpec(scope), query, lang);
      return { items: await view(db, rows, lang), context };
    },

    /** Each reason with its fields and their names, in the reader's language. */
    reasons: ({ lang }: RequestContext) =>
      DISPUTE_REASON_SLUGS.map((value) => ({
        value,
        title: DISPUTE_REASONS[value][lang],
        fields: [...DISPUTE_REASONS[value].fields],
        names: Object.fromEntries(DISPUTE_REASONS[value].fields.map((field) => [field, DISPUTE_FIELD_NAMES[field][lang]])),
      })),

    details,

    /** The order's latest dispute, for its drawer; null when it never had one. */
    ofOrder: async (orderId: string, context: RequestContext) => {
      const latest = await repo.latestOfOrder(db, orderId);
      if (!latest) {
        const order = await orders.byId(orderId);
        const mayKnow =
          order && (context.actor.type === 'admin' || order.merchant_id === context.actor.id || order.trader_id === context.actor.id);
        if (!mayKnow) throw new AppError('not_found');
        return null;
      }
      return details(latest.id, context);
    },

    file: async (id: string, fileId: string, context: RequestContext): Promise<FileAnswer> => {
      const parties = await repo.partiesOf(db, id);
      if (!parties || !canSee(parties, context)) throw new AppError('not_found');
      const file = await repo.findFile(db, id, fileId);
      if (!file) throw new AppError('not_found');
      return { bytes: await store.read(file.storage_key), contentType: file.content_type, name: file.file_name };
    },

    open: openDisputeUseCase(deps, orders.transitions, opening, store, events, receiptsOf),
    decide: decideDisputeUseCase(orders.transitions, events),
    addEvidence: addEvidenceUseCase(db, store, events),

    /** The merchant API's view of a dispute of this merchant's. */
    merchantView: async (merchantId: string, id: string) => {
      const dispute = await repo.findDispute(db, id);
      if (!dispute || dispute.merchant_id !== merchantId) throw new AppError('not_found');
      const order = (await orders.byId(dispute.order_id))!;
      return toMerchantDispute(dispute, order);
    },
    events,
    store,
  };
};

export type DisputesService = ReturnType<typeof createDisputesService>;
