import type { detailsEn } from '../en/details';

export const detailsRu: Record<keyof typeof detailsEn, string> = {
  'details.insurance.required': 'Нужен страховой депозит',
  'details.insurance.amountHint': '0 — ничего не нужно вносить: трейдер сразу может работать.',
  'details.insurance.settle': 'Отметить страховку внесённой',
  'details.insurance.settleTitle': 'Страховка {name}',
  'details.insurance.settleText':
    'Страховка {name} будет считаться внесённой без движения USDT (оплачена вне платформы или прощена), и трейдер сразу сможет работать. Это сохранится в истории.',
  'details.insurance.settled': 'Страховка {name} отмечена внесённой.',
  'details.twoFactor.reset': 'Сбросить 2FA',
  'details.twoFactor.resetTitle': 'Сброс двухфакторной аутентификации {name}',
  'details.twoFactor.resetText':
    'Двухфакторная аутентификация {name} будет выключена, и все сессии {name} завершатся. Вход — только по паролю, включить её можно снова. Это сохранится в истории.',
  'details.twoFactor.wasReset': 'Двухфакторная аутентификация {name} выключена, сессии завершены.',
  'details.history.insuranceSettled': 'Страховка отмечена внесённой',
  'details.history.twoFactorReset': 'Сброс двухфакторной аутентификации',

  'users.tab.partner_users': 'Партнёры',
  'users.create.partner': 'Создать партнёра',
  'details.role.support': 'Поддержка',
  'details.role.teamlead': 'Тимлид',
  'details.wallet.system': 'Системный',
  'details.paymentType.card': 'Карта',
  'details.paymentType.sbp': 'СБП',
  'details.paymentType.account': 'Банковский счёт',

  'fallback.passwordIncorrect': 'Неверный пароль.',
  'fallback.generateFailed': 'Не удалось сгенерировать.',
  'fallback.updateFailed': 'Не удалось обновить.',
  'fallback.loadFailed': 'Не удалось загрузить.',
  'fallback.changeFailed': 'Не удалось изменить.',
  'fallback.loadWalletsFailed': 'Не удалось загрузить кошельки.',
  'details.payOut.confirmTitle': 'Отправить вывод?',
  'details.payOut.confirmText': '{amount} {currency} уйдут с вашего баланса на этот адрес. Отправленный вывод нельзя вернуть.',
  'details.payOut.confirm': 'Отправить',
  'details.qrAlt': 'QR-код адреса {address}',
  'details.rules.allFields': 'Все поля должны быть заполнены',
  'copy.unsupported': 'Буфер обмена не поддерживается.',

  'login.verify': 'Проверить',
  'login.resend': 'Отправить снова',
  'login.resent': 'Пароль проверен снова: введите текущий код из приложения.',

  'date.timeZone': 'Часовой пояс: {zone}',
};
