import { defineErrors } from '../common/errors';

/** Terminals in the back-office and the device API. */
export const terminalsErrors = defineErrors({
  terminal_state: {
    status: 409,
    en: 'The terminal is {status}: it cannot be {action}.',
    ru: 'Терминал в статусе «{status}»: действие «{action}» невозможно.',
  },
  pairing_code_invalid: {
    status: 401,
    en: 'The pairing code is wrong or has expired: ask for a new one on the terminals page.',
    ru: 'Код привязки неверен или истёк: получите новый на странице терминалов.',
  },
  device_token_invalid: {
    status: 401,
    en: 'The device token is not valid: pair the phone again.',
    ru: 'Токен устройства недействителен: привяжите телефон заново.',
  },
  device_refused: {
    status: 403,
    en: 'The terminal is {status}: it cannot send anything now.',
    ru: 'Терминал в статусе «{status}»: сейчас он не может ничего отправлять.',
  },
  device_rate_limited: {
    status: 429,
    en: 'Too many calls from this device; repeat in a few seconds.',
    ru: 'Слишком много запросов с этого устройства; повторите через несколько секунд.',
  },
  requisite_not_yours: {
    status: 422,
    en: 'A requisite of the list is not one of the trader\u2019s.',
    ru: 'Один из реквизитов списка не принадлежит трейдеру.',
  },
});
