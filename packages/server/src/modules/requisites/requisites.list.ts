import type { ListSpec } from '../../http/list-query';
import { filterLabel } from '../../http/messages';

export type RequisiteRow = {
  id: string;
  user_id: string;
  username: string;
  name: string;
  currency: string;
  currency_name: string;
  payment_type: string;
  payment_option: string;
  attributes: Record<string, string>;
  is_active: boolean;
  created_at: Date;
};

/** The requisites table on screen: all of them for admins, a trader's own for the trader. */
export const requisitesListSpec = (ownerId: string | null): ListSpec => ({
  select: `r.id, r.user_id, u.username, r.name, r.currency, c.name AS currency_name, r.payment_type, r.payment_option, r.attributes, r.is_active, r.created_at`,
  from: 'requisites r JOIN users u ON u.id = r.user_id JOIN currencies c ON c.code = r.currency',
  where: ownerId ? ['r.user_id = $1'] : [],
  params: ownerId ? [ownerId] : [],
  filters: [
    { field: 'id', type: 'string', column: 'r.id', match: 'exact', description: filterLabel('id') },
    { field: 'name', type: 'string', column: 'r.name', description: filterLabel('name') },
    {
      field: 'is_active',
      type: 'boolean',
      column: 'r.is_active',
      description: filterLabel('active'),
    },
    { field: 'currency', type: 'string', column: 'r.currency', match: 'exact', description: filterLabel('currency') },
    {
      field: 'payment_type',
      type: 'string',
      column: 'r.payment_type',
      match: 'exact',
      description: filterLabel('paymentType'),
    },
    ...(ownerId ? [] : [{ field: 'username', type: 'string' as const, column: 'u.username', description: filterLabel('owner') }]),
  ],
  sorts: { name: 'lower(r.name)', created_at: 'r.created_at' },
  defaultOrder: 'r.created_at DESC, r.id DESC',
  tiebreak: 'r.id',
});
