import { type CurrentUser, innerApi, type Role } from '@paydesk/contract';
import { canAccess } from '../../../shared/session/access.util';

/** Who has a balance screen (spec: the menu's /balance entry). */
const BALANCE_ROLES: readonly Role[] = ['partner', 'agent', 'trader', 'merchant'];

export const hasBalanceScreen = (user: CurrentUser | null) => user !== null && BALANCE_ROLES.includes(user.type.slug);

/** Agents have nothing to pay in for. */
export const canPayIn = (user: CurrentUser) => user.type.slug !== 'agent';

/** Traders do not withdraw from here; the route's roles say who may. */
export const canPayOut = (user: CurrentUser) => canAccess(user, innerApi.wallets.withdraw.access);

/** Only the root administrator starts a merchant withdrawal (the route says so; the server checks it). */
export const canStartMerchantWithdrawal = (user: CurrentUser | null) => canAccess(user, innerApi.wallets.merchantWithdrawal.access);
