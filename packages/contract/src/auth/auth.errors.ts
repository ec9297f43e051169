import { defineErrors } from '../common/errors';

/** Signing in, passwords, two-factor and invitations. */
export const authErrors = defineErrors({
  invalid_credentials: { status: 401, en: 'Wrong username or password.', ru: 'Неверное имя пользователя или пароль.' },
  user_blocked: { status: 403, en: 'This account is blocked.', ru: 'Учётная запись заблокирована.' },
  user_inactive: { status: 403, en: 'This account is not active.', ru: 'Учётная запись не активна.' },
  too_many_attempts: {
    status: 429,
    en: 'Too many failed attempts. Try again in {minutes} min.',
    ru: 'Слишком много неудачных попыток. Повторите через {minutes} мин.',
  },
  two_factor_required: {
    status: 401,
    en: 'Enter the 6-digit code from your authenticator app.',
    ru: 'Введите 6-значный код из приложения-аутентификатора.',
  },
  two_factor_invalid: {
    status: 401,
    en: 'The two-factor code is wrong or has already been used.',
    ru: 'Код двухфакторной аутентификации неверен или уже использован.',
  },
  two_factor_not_started: {
    status: 409,
    en: 'Start two-factor setup first: request a new QR code.',
    ru: 'Сначала начните настройку: запросите новый QR-код.',
  },
  password_incorrect: { status: 422, en: 'The current password is incorrect.', ru: 'Текущий пароль неверен.' },
  password_mismatch: { status: 422, en: 'Passwords do not match.', ru: 'Пароли не совпадают.' },
  invite_invalid: {
    status: 422,
    en: 'This invitation link is invalid, used or expired.',
    ru: 'Ссылка-приглашение недействительна, уже использована или истекла.',
  },
  two_factor_setup_required: {
    status: 403,
    en: 'Turn on two-factor authentication in the settings first.',
    ru: 'Сначала включите двухфакторную аутентификацию в настройках.',
  },
});
