import type { ListSpec } from '../../http/list-query';
import { filterLabel } from '../../http/messages';

/**
 * A partner system's balance history: what its balance call answered each time the
 * partner-balance job (or an admin's connection test) asked, with the change since the call before.
 */
export const balanceLogSpec = (slug: string): ListSpec => ({
  select: `l.id::text AS id, l.created_at, 'balance_call' AS kind, l.currency,
           l.balance::text AS balance_after,
           (l.balance - COALESCE(lag(l.balance) OVER (PARTITION BY l.partner_slug, l.currency ORDER BY l.created_at, l.id), 0))::text AS change`,
  from: 'partner_balance_log l',
  where: ['l.partner_slug = $1'],
  params: [slug],
  filters: [
    { field: 'currency', type: 'string', column: 'l.currency', match: 'exact', description: filterLabel('currency') },
    { field: 'created_at', type: 'datetime', column: 'l.created_at', description: filterLabel('date') },
  ],
  sorts: { created_at: 'l.created_at' },
  defaultOrder: 'l.created_at DESC, l.id DESC',
  tiebreak: 'l.id',
});
