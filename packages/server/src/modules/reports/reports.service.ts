import type { listQuerySchema } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { runList } from '../../http/list-query';
import type { RequestContext } from '../../http/request-context';
import { reconciliationListSpec, toReconciliationRow, type ReconciliationListRow } from './reconciliation.list';

type ListQuery = z.output<typeof listQuerySchema>;

/** Reports over orders and the ledger, read-only: the reconciliation per merchant and day. */
export const createReportsService = ({ db }: Pick<AppDeps, 'db'>) => ({
  reconciliation: async (query: ListQuery, { actor, lang }: RequestContext) => {
    const spec = reconciliationListSpec(actor.type === 'admin' ? null : actor.id);
    const { rows, context } = await runList<ReconciliationListRow>(db, spec, query, lang);
    return { items: rows.map(toReconciliationRow), context };
  },
});

export type ReportsService = ReturnType<typeof createReportsService>;
