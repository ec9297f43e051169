import { defineErrors } from '../common/errors';

/** Refusals of the anti-fraud engine and of its settings; a setting's field carries one of the `anti_fraud_setting_*` texts. */
export const antiFraudErrors = defineErrors({
  anti_fraud_refused: {
    status: 422,
    en: 'The order was refused by the anti-fraud rules: {reason}.',
    ru: 'Заказ отклонён антифрод-правилами: {reason}.',
  },
  anti_fraud_case_released: {
    status: 409,
    en: 'This case has already been released.',
    ru: 'Этот случай уже снят.',
  },
  anti_fraud_file_type: {
    status: 422,
    en: 'The file must be a PDF, PNG or JPEG receipt (its content is checked, not its name).',
    ru: 'Файл должен быть чеком в PDF, PNG или JPEG (проверяется содержимое, а не имя).',
  },
  anti_fraud_file_size: {
    status: 413,
    en: 'The file is larger than {max} MB.',
    ru: 'Файл больше {max} МБ.',
  },
  anti_fraud_setting_switch: {
    status: 422,
    en: 'must be true (on) or false (off)',
    ru: 'должно быть true (включено) или false (выключено)',
  },
  anti_fraud_setting_count: {
    status: 422,
    en: 'must be a whole number from {min} to {max}',
    ru: 'должно быть целым числом от {min} до {max}',
  },
  anti_fraud_setting_factor: {
    status: 422,
    en: 'must be a number from {min} to {max} with at most 2 decimals',
    ru: 'должно быть числом от {min} до {max}, не более 2 знаков после запятой',
  },
  anti_fraud_setting_amounts: {
    status: 422,
    en: 'must list amounts by currency, such as "RUB 5000; KZT 25000" (currencies: {currencies}, each once, amounts above 0)',
    ru: 'должно перечислять суммы по валютам, например «RUB 5000; KZT 25000» (валюты: {currencies}, каждая один раз, суммы больше 0)',
  },
});
