import type { Role } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import * as repo from './users.repository';

/**
 * What other domains may ask about users, without reading the users' tables themselves: who
 * is of which type, a user's withdrawal policy, fee terms for the margin rule, and a row lock
 * that serializes work on one user.
 */

/** The type of each known user; an unknown id is absent from the map. */
export const userTypes = async (sql: Sql, ids: string[]): Promise<Map<string, Role>> =>
  new Map((await repo.typesOfUsers(sql, ids)).map((row) => [row.id, row.type]));

/** Every id is a user of this type. */
export const allOfType = async (sql: Sql, ids: string[], type: Role) => {
  const types = await userTypes(sql, ids);
  return ids.every((id) => types.get(id) === type);
};

/** Locks the user's row until the transaction ends; false when there is no such user. */
export const lockUser = (sql: Sql, id: string) => repo.lockUserRow(sql, id);

/** True when every withdrawal of this user waits for an admin, whatever its amount. */
export const withdrawsManually = async (sql: Sql, id: string) => (await repo.findUser(sql, id))?.manual_withdrawal === true;

export const merchantFeeTerms = repo.merchantFeeTerms;

export { settleInsurance } from './insurance';
export const teamleadShares = repo.teamleadShares;

/** The username of a user, for display beside their records. */
export const usernameOf = async (sql: Sql, id: string) => (await repo.findUsersByIds(sql, [id]))[0]?.username ?? '';

/** Whether each trader may take orders at all: active, unblocked, insured, and which directions are open. */
export const traderStandings = async (sql: Sql, ids: string[]) =>
  new Map((await repo.traderStandings(sql, ids)).map((row) => [row.id, row]));

/** The same shares for any of several candidate traders, read once: answers a function of the trader (null for a partner system). */
export const sharesForTraders = repo.sharesForTraders;

export type { TraderStandingRow } from './users.repository';

/** The active users of a role, for events every one of them should see (admins watching all orders). */
export const activeIdsOfType = (sql: Sql, type: Role) => repo.idsOfType(sql, type);

const ADMINS_TTL_MS = 5_000;

/**
 * Every active admin's id, read at most once every few seconds: live announcements go to every
 * admin, and reading them for each one would be a query per change.
 */
export const createAdminIds = (sql: Sql) => {
  let admins: { at: number; ids: Promise<string[]> } | null = null;
  return () => {
    if (!admins || Date.now() - admins.at > ADMINS_TTL_MS) {
      const ids = activeIdsOfType(sql, 'admin');
      admins = { at: Date.now(), ids };
      ids.catch(() => (admins = null));
    }
    return admins.ids;
  };
};

/** A user's credentials and API secret, written on behalf of the domains that decide them (auth, account). */
export const credentials = {
  claimTotpStep: repo.claimTotpStep,
  setPasswordHash: repo.setPasswordHash,
  setPendingTwoFactorSecret: repo.setPendingTwoFactorSecret,
  enableTwoFactor: repo.enableTwoFactor,
  clearTwoFactor: repo.clearTwoFactor,
  setSealedApiSecret: repo.setSealedApiSecret,
  sealLegacyApiSecrets: repo.sealLegacyApiSecrets,
};
