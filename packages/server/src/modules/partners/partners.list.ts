import type { ListSpec } from '../../http/list-query';
import { filterLabel } from '../../http/messages';

/** A partner system's balance history, read from its ledger account's transfers (display only). */
export const balanceLogSpec = (slug: string): ListSpec => ({
  select: `t.id, t.created_at, t.kind, t.currency,
           CASE WHEN t.credit_account_id = a.id THEN t.credit_balance_after ELSE t.debit_balance_after END::text AS balance_after,
           CASE WHEN t.credit_account_id = a.id THEN t.amount ELSE -t.amount END::text AS change`,
  from: `ledger_accounts a JOIN ledger_transfers t ON t.credit_account_id = a.id OR t.debit_account_id = a.id`,
  where: ['a.partner_slug = $1'],
  params: [slug],
  filters: [
    { field: 'kind', type: 'string', column: 't.kind', match: 'exact', description: filterLabel('kind') },
    { field: 'created_at', type: 'datetime', column: 't.created_at', description: filterLabel('date') },
  ],
  sorts: { created_at: 't.created_at' },
  defaultOrder: 't.created_at DESC, t.id DESC',
  tiebreak: 't.id',
});
