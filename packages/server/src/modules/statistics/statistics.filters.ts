import { ORDER_DIRECTIONS, ORDER_STATUSES, type Language, type Role } from '@paydesk/contract';
import type { FilterSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';

export type FilterChoices = {
  merchants: { id: string; username: string }[];
  traders: { id: string; username: string }[];
  flows: { id: string; name: string }[];
  currencies: { code: string; name: string }[];
};

const choices = (items: { id: string; title: string }[]) => () => items.map((item) => ({ slug: item.id, title: item.title }));

/**
 * The statistics' filters as they apply to a role: the period (whole UTC days) and the order's
 * direction, status and currency for everyone; merchant, trader and flow for an admin.
 */
export const statisticsFilters = (role: Role, found: FilterChoices): FilterSpec[] => [
  {
    field: 'created_at',
    type: 'datetime',
    column: 's.day',
    range: (placeholder, end) => `s.day ${end === 'from' ? '>=' : '<='} (${placeholder}::timestamptz AT TIME ZONE 'UTC')::date`,
    description: filterLabel('period'),
  },
  {
    field: 'direction',
    type: 'enum',
    column: 's.direction',
    description: filterLabel('direction'),
    values: (lang: Language) => ORDER_DIRECTIONS.map((slug) => ({ slug, title: messages(lang).orderDirections[slug] })),
  },
  {
    field: 'status',
    type: 'enum',
    column: 's.status',
    description: filterLabel('status'),
    values: (lang: Language) => ORDER_STATUSES.map((slug) => ({ slug, title: messages(lang).orderStatuses[slug] })),
  },
  ...(role === 'admin'
    ? ([
        {
          field: 'merchant',
          type: 'enum',
          column: 's.merchant_id::text',
          description: filterLabel('merchant'),
          values: choices(found.merchants.map((user) => ({ id: user.id, title: user.username }))),
        },
        {
          field: 'trader',
          type: 'enum',
          column: 's.trader_id::text',
          description: filterLabel('trader'),
          values: choices(found.traders.map((user) => ({ id: user.id, title: user.username }))),
        },
        {
          field: 'flow',
          type: 'enum',
          column: 's.flow_id::text',
          description: filterLabel('flow'),
          values: choices(found.flows.map((flow) => ({ id: flow.id, title: flow.name }))),
        },
      ] satisfies FilterSpec[])
    : []),
  {
    field: 'currency',
    type: 'enum',
    column: 's.fiat_currency',
    description: filterLabel('currency'),
    values: () => found.currencies.map((currency) => ({ slug: currency.code, title: currency.code })),
  },
];
