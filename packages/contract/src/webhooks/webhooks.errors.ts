import { defineErrors } from '../common/errors';

/** Webhook deliveries and their resends. */
export const webhooksErrors = defineErrors({
  webhook_not_resendable: {
    status: 409,
    en: 'A webhook can be resent only for a canceled or paid order; this one is {status}.',
    ru: 'Вебхук можно отправить повторно только для отменённого или оплаченного заказа; этот заказ в статусе {status}.',
  },
  webhook_not_failed: {
    status: 409,
    en: 'Only a failed delivery can be sent again; this one is {status}.',
    ru: 'Повторно можно отправить только неудавшуюся доставку; эта в статусе {status}.',
  },
  webhook_no_url: {
    status: 422,
    en: 'Set the notification URL first: there is nowhere to send the webhook.',
    ru: 'Сначала укажите URL для уведомлений: вебхук некуда отправить.',
  },
  webhook_no_key: {
    status: 422,
    en: 'Set the notification key first: webhooks are signed with it.',
    ru: 'Сначала укажите ключ уведомлений: им подписываются вебхуки.',
  },
});
