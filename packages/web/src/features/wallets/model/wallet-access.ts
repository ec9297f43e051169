import { type CurrentUser, innerApi, ROOT_USERNAME, type Role } from '@paydesk/contract';
import { canAccess } from '../../../shared/session/access.util';

/** Who has a balance screen (spec: the menu's /balance entry). */
const BALANCE_ROLES: readonly Role[] = ['partner', 'agent', 'trader', 'merchant'];

export const hasBalanceScreen = (user: CurrentUser | null) => user !== null && BALANCE_ROLES.includes(user.type.slug);

/** Agents have nothing to pay in for. */
export const canPayIn = (user: CurrentUser) => user.type.slug !== 'agent';

/** Traders do not withdraw from here; the route's roles say who may. */
export const canPayOut = (user: CurrentUser) => canAccess(user, innerApi.wallets.withdraw.access);

/** Only the admin named root starts a merchant withdrawal (the server checks it too). */
export const canStartMerchantWithdrawal = (user: CurrentUser | null) =>
  user?.username === ROOT_USERNAME && canAccess(user, innerApi.wallets.merchantWithdrawal.access);
