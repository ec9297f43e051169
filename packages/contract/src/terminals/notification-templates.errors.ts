import { defineErrors } from '../common/errors';

/** Refusals of an admin's notification template. */
export const notificationTemplatesErrors = defineErrors({
  template_invalid_pattern: {
    status: 422,
    en: 'The pattern is not a valid regular expression (or is empty, or longer than 1000 characters).',
    ru: 'Шаблон не является корректным регулярным выражением (или пуст, или длиннее 1000 символов).',
  },
  template_unsafe_pattern: {
    status: 422,
    en: 'The pattern could take too long on some texts (nested or overlapping repetition): make it more specific.',
    ru: 'На некоторых текстах шаблон может выполняться слишком долго (вложенные или пересекающиеся повторы): сделайте его точнее.',
  },
  template_unknown_group: {
    status: 422,
    en: 'The pattern names a group the parser does not know: only amount, currency, payer, tail and balance may be named.',
    ru: 'В шаблоне есть группа, которую разбор не знает: называть можно только amount, currency, payer, tail и balance.',
  },
  template_unknown_source: {
    status: 422,
    en: 'Every sender must be one of the chosen bank’s SMS senders or app packages.',
    ru: 'Каждый отправитель должен быть одним из SMS-отправителей или приложений выбранного банка.',
  },
  template_unknown_bank: {
    status: 422,
    en: 'This bank is not on the list of banks whose notifications are read.',
    ru: 'Этого банка нет в списке банков, уведомления которых читаются.',
  },
  template_matches_known_sample: {
    status: 422,
    en: 'An incoming template must not read a known outgoing or other non-payment text, and this one reads: «{sample}».',
    ru: 'Шаблон поступления не должен читать известный текст списания или иного уведомления, а этот читает: «{sample}».',
  },
  template_builtin: {
    status: 409,
    en: 'Built-in templates ship with the product: they cannot be edited or deleted, only switched off.',
    ru: 'Встроенные шаблоны поставляются с продуктом: их нельзя изменить или удалить, только выключить.',
  },
});
