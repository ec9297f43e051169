import { defineErrors } from '../common/errors';

/** Managing users. */
export const usersErrors = defineErrors({
  self_action: { status: 409, en: 'You cannot do this to your own account.', ru: 'Нельзя сделать это со своей учётной записью.' },
  already_blocked: { status: 409, en: 'This user is already blocked.', ru: 'Пользователь уже заблокирован.' },
  not_blocked: { status: 409, en: 'This user is not blocked.', ru: 'Пользователь не заблокирован.' },
});
