import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';
import { DELIVERY_COLUMNS, DELIVERY_FROM } from './webhooks.repository';

/** The delivery log, newest first: a merchant's own (`merchantId`), or every merchant's for admins. */
export const deliveriesListSpec = (merchantId: string | null): ListSpec => ({
  select: DELIVERY_COLUMNS,
  from: DELIVERY_FROM,
  where: merchantId ? ['d.merchant_id = $1'] : [],
  params: merchantId ? [merchantId] : [],
  filters: [
    {
      field: 'status',
      type: 'enum',
      column: 'd.status',
      description: filterLabel('status'),
      values: (lang) => WEBHOOK_DELIVERY_STATUSES.map((slug) => ({ slug, title: messages(lang).webhookStatuses[slug] })),
    },
    {
      field: 'event_type',
      type: 'enum',
      column: 'e.type',
      description: { en: messages('en').webhookFilters.event, ru: messages('ru').webhookFilters.event },
      values: (lang) => WEBHOOK_EVENT_TYPES.map((slug) => ({ slug, title: messages(lang).webhooks[slug] })),
    },
    {
      field: 'order_id',
      type: 'string',
      column: 'd.order_id::text',
      match: 'exact',
      description: { en: messages('en').webhookFilters.order, ru: messages('ru').webhookFilters.order },
    },
  ],
  sorts: { created_at: 'd.created_at' },
  defaultOrder: 'd.created_at DESC, d.id DESC',
  tiebreak: 'd.id',
});
