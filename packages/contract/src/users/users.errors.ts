import { defineErrors } from '../common/errors';

/** Managing users. */
export const usersErrors = defineErrors({
  self_action: { status: 409, en: 'You cannot do this to your own account.', ru: 'Нельзя сделать это со своей учётной записью.' },
  already_blocked: { status: 409, en: 'This user is already blocked.', ru: 'Пользователь уже заблокирован.' },
  not_a_trader: { status: 409, en: 'This user is not a trader.', ru: 'Этот пользователь не трейдер.' },
  insurance_already_paid: {
    status: 409,
    en: "This trader's insurance is already settled.",
    ru: 'Страховой депозит этого трейдера уже внесён.',
  },
  two_factor_off: {
    status: 409,
    en: 'Two-factor authentication is not turned on for this user.',
    ru: 'У этого пользователя двухфакторная аутентификация не включена.',
  },
  not_blocked: { status: 409, en: 'This user is not blocked.', ru: 'Пользователь не заблокирован.' },
});
