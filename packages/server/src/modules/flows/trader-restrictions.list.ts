import type { RestrictionTypeSlug } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { filterLabel } from '../../http/messages';

export type TraderRestrictionGroupRow = {
  id: string;
  flow_id: string;
  trader_id: string;
  types: { id: string; type: RestrictionTypeSlug; values: Record<string, string | null>; is_active: boolean }[];
};

/** Trader restrictions grouped per (flow, trader): the count and page are of groups. */
export const traderRestrictionsListSpec: ListSpec = {
  select: '*',
  from: `(SELECT min(r.id::text) AS id, r.flow_id, r.trader_id,
                 json_agg(json_build_object('id', r.id, 'type', r.type, 'values', r."values", 'is_active', r.is_active)) AS types
            FROM trader_restrictions r GROUP BY r.flow_id, r.trader_id) g`,
  filters: [
    { field: 'trader_uuid', type: 'string', column: 'g.trader_id', match: 'exact', description: filterLabel('trader') },
    { field: 'flow_uuid', type: 'string', column: 'g.flow_id', match: 'exact', description: filterLabel('flow') },
  ],
  sorts: {},
  defaultOrder: 'g.flow_id, g.trader_id',
  tiebreak: 'g.trader_id',
};
