import { defineErrors } from '../common/errors';

/** Flows, their executors and fees. */
export const flowsErrors = defineErrors({
  negative_margin: { status: 422, en: '{detail}', ru: '{detail}' },
  flow_cannot_route: {
    status: 422,
    en: 'The flow cannot be switched on: {reason}',
    ru: 'Поток нельзя включить: {reason}',
  },
  already_attached: { status: 409, en: '{what} already added.', ru: '{what} уже добавлен.' },
});
