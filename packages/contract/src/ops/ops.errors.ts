import { defineErrors } from '../common/errors';

/** Refusals of the operators' endpoints (health, metrics). */
export const opsErrors = defineErrors({
  metrics_token_required: {
    status: 401,
    en: 'The metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
    ru: 'Для метрик нужен токен метрик: Authorization: Bearer <METRICS_TOKEN>.',
  },
});
