import { defineErrors } from '../common/errors';

/** The customer's payment page and the receipts attached on it. */
export const paymentPageErrors = defineErrors({
  payment_page_throttled: {
    status: 429,
    en: 'Too many requests from this page; wait a few seconds and try again.',
    ru: 'Слишком много запросов со страницы; подождите несколько секунд и повторите.',
  },
  payment_closed: {
    status: 409,
    en: 'The time to pay this order is over. If you have already paid, attach the receipt.',
    ru: 'Время оплаты этого заказа истекло. Если вы уже оплатили, прикрепите чек.',
  },
  receipt_type: {
    status: 422,
    en: 'The receipt must be a PNG or JPEG image or a PDF document.',
    ru: 'Чек должен быть изображением PNG или JPEG либо документом PDF.',
  },
  receipt_too_large: {
    status: 422,
    en: 'The receipt is larger than {max} MB.',
    ru: 'Чек больше {max} МБ.',
  },
  receipt_limit: {
    status: 422,
    en: 'At most {max} receipts can be attached to one order.',
    ru: 'К одному заказу можно прикрепить не больше {max} чеков.',
  },
  receipts_closed: {
    status: 409,
    en: 'This order is already paid: no receipt is needed.',
    ru: 'Этот заказ уже оплачен: чек не нужен.',
  },
});
