import { defineErrors } from '../common/errors';

/** The merchant API and the order's life. */
export const ordersErrors = defineErrors({
  unknown_key: { status: 401, en: 'The API key is not known.', ru: 'API-ключ не найден.' },
  bad_signature: {
    status: 401,
    en: 'The signature does not match the request: sign "<timestamp>.<METHOD>.<path with query>.<body>" with your secret key.',
    ru: 'Подпись не совпадает с запросом: подпишите «<timestamp>.<METHOD>.<путь с параметрами>.<тело>» секретным ключом.',
  },
  stale_timestamp: {
    status: 401,
    en: 'X-Timestamp is missing or more than 300 seconds away from the server clock.',
    ru: 'X-Timestamp отсутствует или отличается от часов сервера более чем на 300 секунд.',
  },
  rate_limited: {
    status: 429,
    en: 'Too many requests with this API key; slow down and repeat in a second.',
    ru: 'Слишком много запросов с этим API-ключом; повторите через секунду.',
  },
  overloaded: {
    status: 503,
    en: 'The server is busy with other orders right now; repeat the request in a second.',
    ru: 'Сервер сейчас занят другими заказами; повторите запрос через секунду.',
  },
  idempotency_mismatch: {
    status: 422,
    en: 'An order with this merchant_order_id was already created with another request.',
    ru: 'Заказ с этим merchant_order_id уже создан другим запросом.',
  },
  in_progress: {
    status: 409,
    en: 'The same request is still being processed; repeat it in a moment.',
    ru: 'Такой же запрос ещё обрабатывается; повторите его чуть позже.',
  },
  no_executor: { status: 422, en: 'No executor can take this order: {reason}', ru: 'Ни один исполнитель не может принять заказ: {reason}' },
  illegal_transition: {
    status: 409,
    en: 'The order is {status}: it cannot be {action}.',
    ru: 'Заказ в статусе {status}: действие «{action}» невозможно.',
  },
});
