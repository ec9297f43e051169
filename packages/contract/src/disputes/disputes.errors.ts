import { defineErrors } from '../common/errors';

/** Appeals on an order's money. */
export const disputesErrors = defineErrors({
  dispute_exists: {
    status: 409,
    en: 'This order already has an open dispute.',
    ru: 'По этому заказу уже открыт спор.',
  },
  dispute_not_allowed: {
    status: 409,
    en: 'A dispute can be opened only on a paid or canceled order; this one is {status}.',
    ru: 'Спор можно открыть только по оплаченному или отменённому заказу; этот в статусе {status}.',
  },
  dispute_reason_direction: {
    status: 422,
    en: 'This reason applies to pay-in orders only.',
    ru: 'Эта причина применима только к заказам на пополнение.',
  },
  dispute_closed: {
    status: 409,
    en: 'The dispute is already {status}: it cannot change again.',
    ru: 'Спор уже в статусе {status}: изменить его нельзя.',
  },
  dispute_file_type: {
    status: 422,
    en: 'The file "{name}" is not a PNG, JPG or PDF.',
    ru: 'Файл «{name}» не является PNG, JPG или PDF.',
  },
  dispute_file_too_large: {
    status: 422,
    en: 'The file "{name}" is larger than {max} MB.',
    ru: 'Файл «{name}» больше {max} МБ.',
  },
  dispute_files_max: {
    status: 422,
    en: 'A dispute holds at most {max} files.',
    ru: 'К спору можно приложить не более {max} файлов.',
  },
  dispute_shortfall: {
    status: 409,
    en: "The trader's USDT (available and insurance deposit) falls short by {shortfall} USDT: the dispute cannot be resolved with money.",
    ru: 'USDT трейдера (доступных и страхового депозита) не хватает на {shortfall} USDT: спор нельзя решить с движением средств.',
  },
  dispute_refund_shortfall: {
    status: 409,
    en: "The merchant's available USDT falls short by {shortfall} USDT for the correction.",
    ru: 'Доступных USDT мерчанта не хватает на {shortfall} USDT для корректировки.',
  },
});
