import { defineErrors } from '../common/errors';

/** Partner payment systems: adding one, and what another instance sends us. */
export const partnersErrors = defineErrors({
  partner_signature_invalid: {
    status: 401,
    en: 'The notification is not signed with the partner’s notification key, or its time is too far from ours.',
    ru: 'Уведомление не подписано ключом уведомлений партнёра или его время слишком далеко от нашего.',
  },
  partner_event_unexpected: {
    status: 422,
    en: 'The notification is not about an order this platform gave the partner.',
    ru: 'Уведомление не относится к заказу, переданному этой платформой партнёру.',
  },
  partner_rate_limited: {
    status: 429,
    en: 'Too many notifications from this partner: try again in a minute.',
    ru: 'Слишком много уведомлений от этого партнёра: повторите через минуту.',
  },
});
