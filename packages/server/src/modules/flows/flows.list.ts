import type { ListSpec } from '../../http/list-query';
import { FLOW_COLUMNS } from './flows.repository';
import { filterLabel } from '../../http/messages';

export const flowsListSpec: ListSpec = {
  select: FLOW_COLUMNS,
  from: 'flows f',
  where: ['f.deleted_at IS NULL'],
  filters: [
    { field: 'name', type: 'string', column: 'f.name', description: filterLabel('name') },
    { field: 'is_active', type: 'boolean', column: 'f.is_active', description: filterLabel('active') },
    {
      field: 'trader_uuid',
      type: 'string',
      column: 'f.id',
      condition: (value) => `EXISTS (SELECT 1 FROM flow_executors e WHERE e.flow_id = f.id AND e.trader_id::text = ${value})`,
      description: filterLabel('trader'),
    },
    {
      field: 'merchant_uuid',
      type: 'string',
      column: 'f.id',
      condition: (value) => `EXISTS (SELECT 1 FROM flow_merchants m WHERE m.flow_id = f.id AND m.merchant_id::text = ${value})`,
      description: filterLabel('merchant'),
    },
  ],
  sorts: { name: 'lower(f.name)', created_at: 'f.created_at' },
  defaultOrder: 'f.created_at DESC, f.id DESC',
  tiebreak: 'f.id',
};
