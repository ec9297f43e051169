import { DISPUTE_REASON_SLUGS, DISPUTE_REASONS, DISPUTE_STATUSES, type DisputeReason, type DisputeStatus } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';

/** A dispute as its lists and details show it: its own columns and the names of the order's parties. */
export type DisputeListRow = {
  id: string;
  order_id: string;
  merchant_order_id: string;
  reason: DisputeReason;
  status: DisputeStatus;
  claimed_fiat: string | null;
  settled_fiat: string | null;
  comment: string | null;
  fiat_amount: string;
  fiat_currency: string;
  merchant_id: string;
  merchant_name: string;
  trader_id: string | null;
  trader_name: string | null;
  opened_by: string | null;
  opened_by_name: string | null;
  deadline_at: Date;
  resolved_at: Date | null;
  created_at: Date;
};

/** Whose disputes a list shows: every one (admins), a merchant's, or those on a trader's orders. */
export type DisputeScope = { merchantId: string } | { traderId: string } | 'all';

export const disputesListSpec = (scope: DisputeScope): ListSpec => {
  const where: string[] = [];
  const params: unknown[] = [];
  if (scope !== 'all' && 'merchantId' in scope) where.push(`d.merchant_id = $${params.push(scope.merchantId)}`);
  if (scope !== 'all' && 'traderId' in scope) where.push(`d.trader_id = $${params.push(scope.traderId)}`);
  return {
    select: `d.id, d.order_id, o.merchant_order_id, d.reason, d.status, d.claimed_fiat::text, d.settled_fiat::text, d.comment,
             o.fiat_amount::text, o.fiat_currency, d.merchant_id, m.username AS merchant_name, d.trader_id, t.username AS trader_name,
             d.opened_by, ob.username AS opened_by_name, d.deadline_at, d.resolved_at, d.created_at`,
    from: `disputes d JOIN orders o ON o.id = d.order_id JOIN users m ON m.id = d.merchant_id
           LEFT JOIN users t ON t.id = d.trader_id LEFT JOIN users ob ON ob.id = d.opened_by`,
    where,
    params,
    filters: [
      { field: 'uuid', type: 'string', column: 'd.id::text', match: 'exact', description: filterLabel('id') },
      { field: 'order_uuid', type: 'string', column: 'd.order_id::text', match: 'exact', description: filterLabel('orderId') },
      {
        field: 'status',
        type: 'enum',
        column: 'd.status',
        match: 'exact',
        description: filterLabel('status'),
        values: (lang) => DISPUTE_STATUSES.map((slug) => ({ slug, title: messages(lang).disputeStatuses[slug] })),
      },
      {
        field: 'reason',
        type: 'enum',
        column: 'd.reason',
        match: 'exact',
        description: filterLabel('reason'),
        values: (lang) => DISPUTE_REASON_SLUGS.map((slug) => ({ slug, title: DISPUTE_REASONS[slug][lang] })),
      },
      ...(scope === 'all'
        ? [
            { field: 'merchant', type: 'string' as const, column: 'm.username', description: filterLabel('merchant') },
            { field: 'executor', type: 'string' as const, column: 't.username', description: filterLabel('executor') },
          ]
        : []),
    ],
    sorts: { created_at: 'd.created_at', deadline_at: 'd.deadline_at', status: 'd.status' },
    defaultOrder: 'd.created_at DESC, d.id DESC',
    tiebreak: 'd.id',
  };
};
