import {
  DEFAULT_FEE_PERCENTAGE,
  EXTRA_ROLES,
  ROLES,
  type AuditEntry,
  type ListQuery,
  type ManagedUser,
  type ProfileInput,
  type Role,
  type listQuerySchema,
  type createUserBody,
  type updateUserBody,
  type Wallet,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { Localized, RequestContext } from '../../http/request-context';
import { messages } from '../../http/messages';
import { listAudit, recordAudit } from '../audit/audit.service';
import { getOwnersBalances } from '../ledger/ledger.service';
import { settleInsurance } from './insurance';
import * as repo from './users.repository';
import { agentTradersListSpec, usersListSpec } from './users.list';
import { auditSnapshot, diffSnapshots, toManagedUser } from './users.mapper';

type Actor = RequestContext['actor'];
type CreateBody = z.output<typeof createUserBody>;
type UpdateBody = z.output<typeof updateUserBody>;
type ListParams = z.output<typeof listQuerySchema>;

const DEFAULT_TRADER_FEES = [
  { direction: 'pay_in' as const, min_amount: '0', max_amount: null, percentage: DEFAULT_FEE_PERCENTAGE },
  { direction: 'pay_out' as const, min_amount: '0', max_amount: null, percentage: DEFAULT_FEE_PERCENTAGE },
];

/**
 * Who may change what of another account: the root's credentials, roles and standing are the
 * root's alone, and another admin's credentials are the root's or that admin's own.
 */
const assertMayChange = (target: ManagedUser, actor: Actor, change: { credentials: boolean; standing: boolean }) => {
  if (actor.isRoot || target.uuid === actor.id) return;
  if (target.is_root && (change.credentials || change.standing)) throw new AppError('root_only');
  if (target.type === 'admin' && change.credentials) throw new AppError('root_only');
};

const canRefer = (user: { type: Role; roles: string[] }) =>
  user.type === 'agent' || user.type === 'partner' || user.roles.includes('teamlead');

/**
 * Two creations of one username at once both pass the "taken" check; the database's unique index
 * refuses the second when the first commits, and that refusal is the same field error.
 */
const takenOnRace = async <T>(write: Promise<T>) => {
  try {
    return await write;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'users_username_key') throw new AppError('validation', {}, { username: { key: 'taken' } });
    throw error;
  }
};

/** The wallets of a user, read by the wallets domain: user details show them without this module importing it. */
export type WalletsReader = { walletsOf: (userId: string) => Promise<Wallet[]> };

/**
 * What managing users asks of the auth domain, given by the app: auth itself asks this module to
 * write a user's credentials, so the two never import each other.
 */
export type AuthPort = {
  hashNewPassword: (password: string, field: string) => Promise<string>;
  issuePasswordSetupCode: (userId: string) => Promise<string>;
  endAllSessions: (sql: Sql, userId: string) => Promise<unknown>;
  resetTwoFactor: (sql: Sql, userId: string) => Promise<void>;
};

export const createUsersService = (deps: AppDeps, auth: AuthPort, wallets: WalletsReader) => {
  const { db, bus, presence } = deps;

  const hydrate = async (sql: Sql, rows: repo.UserRow[]) => {
    const ids = rows.map((row) => row.id);
    const [parts, online, balances] = await Promise.all([
      repo.loadProfileParts(sql, ids),
      presence.onlineAmong(ids, sql),
      getOwnersBalances(sql, ids, 'USDT'),
    ]);
    return rows.map((row) => toManagedUser(row, parts, online, balances));
  };

  const load = async (sql: Sql, id: string, lock = false) => {
    const row = await repo.findUser(sql, id, lock);
    if (!row) throw new AppError('not_found');
    return (await hydrate(sql, [row]))[0]!;
  };

  /** Teamleads and referrers must exist, be able to refer, and not be the user. */
  const checkReferrers = async (sql: Sql, userId: string | null, profile: ProfileInput) => {
    const groups = [
      ['teamleads', profile.teamleads ?? []],
      ['referrals', profile.referrals ?? []],
    ] as const;
    const ids = groups.flatMap(([, list]) => list.map((item) => item.user_uuid));
    if (ids.length === 0) return;
    const found = new Map((await repo.findUsersByIds(sql, ids)).map((user) => [user.id, user]));
    const bad: Record<string, { key: string }> = {};
    for (const [name, list] of groups) {
      list.forEach((item, index) => {
        const user = found.get(item.user_uuid);
        if (!user || item.user_uuid === userId || !canRefer(user)) bad[`profile.${name}.${index}.user_uuid`] = { key: 'referrer_invalid' };
      });
    }
    if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);
  };

  const saveProfile = async (sql: Sql, userId: string, type: Role, profile: ProfileInput, creating: boolean) => {
    if (type === 'trader') {
      await repo.upsertTraderProfile(sql, userId, {
        withdraw_open: profile.withdraw_open,
        deposit_open: profile.deposit_open,
        // Insurance off means no amount: nothing is due.
        insurance_payment_amount: profile.insurance_required === false ? null : profile.insurance_payment_amount,
      });
      // A new amount is checked at once: 0 or none settles now, a covered one is taken now.
      if (creating || profile.insurance_required !== undefined || profile.insurance_payment_amount !== undefined) {
        await settleInsurance(sql, userId);
      }
      if (profile.fees || creating) await repo.replaceFees(sql, userId, profile.fees ?? DEFAULT_TRADER_FEES);
      if (profile.teamleads) await repo.replaceTeamleads(sql, userId, profile.teamleads);
    }
    if (type === 'merchant') {
      await repo.upsertMerchantProfile(sql, userId, {
        pay_in_percentage: profile.pay_in_percentage,
        pay_out_percentage: profile.pay_out_percentage,
      });
      if (profile.referrals) await repo.replaceReferrals(sql, userId, profile.referrals);
    }
  };

  const audit = (sql: Sql, actor: Actor, action: string, userId: string, before: ManagedUser | null, after: ManagedUser | null) =>
    recordAudit(sql, {
      actorId: actor.id,
      action,
      entityType: 'user',
      entityId: userId,
      before: before ? auditSnapshot(before) : null,
      after: after ? auditSnapshot(after) : null,
      ip: actor.ip,
    });

  return {
    list: async (query: ListParams, { lang }: Localized) => {
      const { rows, context } = await runList<repo.UserRow>(db, usersListSpec, query, lang);
      return { items: await hydrate(db, rows), context };
    },

    details: async (id: string) => {
      const user = { ...(await load(db, id)), wallets: await wallets.walletsOf(id) };
      const rows = await listAudit(db, 'user', id);
      const actors = new Map(
        (
          await repo.findUsersByIds(
            db,
            rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])),
          )
        ).map((u) => [u.id, u]),
      );
      const history: AuditEntry[] = rows.map((row) => {
        const actor = row.actor_id ? actors.get(row.actor_id) : undefined;
        return {
          id: row.id,
          action: row.action,
          actor: actor ? { uuid: actor.id, username: actor.username } : null,
          changes: diffSnapshots(row.before as Record<string, unknown> | null, row.after as Record<string, unknown> | null),
          created_at: row.created_at.toISOString(),
        };
      });
      return { user, history };
    },

    create: async (body: CreateBody, { actor }: RequestContext) => {
      const password = body.create_invite_link ? null : (body.password ?? null);
      const passwordHash = password ? await auth.hashNewPassword(password, 'password') : null;
      const user = await db.transaction(async (tx) => {
        if (await repo.usernameTaken(tx, body.username)) throw new AppError('validation', {}, { username: { key: 'taken' } });
        await checkReferrers(tx, null, body.profile);
        const id = await takenOnRace(
          repo.insertUser(tx, {
            username: body.username,
            passwordHash,
            type: body.type,
            roles: body.roles,
            email: body.email ?? null,
            comment: body.comment ?? null,
            isActive: body.is_active,
            manualWithdrawal: body.manual_withdrawal,
            createdBy: actor.id,
          }),
        );
        await saveProfile(tx, id, body.type, body.profile, true);
        const created = await load(tx, id);
        await audit(tx, actor, 'user.created', id, null, created);
        return created;
      });
      const code = body.create_invite_link ? await auth.issuePasswordSetupCode(user.uuid) : null;
      return { user, invite_link: code ? `${deps.config.publicUrl}/invite_code?code=${encodeURIComponent(code)}` : null };
    },

    update: async (id: string, body: UpdateBody, { actor }: RequestContext) => {
      const passwordHash = body.password ? await auth.hashNewPassword(body.password, 'password') : undefined;
      const { after, endsSessions } = await db.transaction(async (tx) => {
        const before = await load(tx, id, true);
        assertMayChange(before, actor, {
          credentials: body.password !== undefined || (body.username !== undefined && body.username !== before.username),
          standing:
            (body.roles !== undefined && [...body.roles].sort().join() !== [...before.roles].sort().join()) ||
            (body.is_active !== undefined && body.is_active !== before.is_active),
        });
        if (body.username !== undefined && (await repo.usernameTaken(tx, body.username, id))) {
          throw new AppError('validation', {}, { username: { key: 'taken' } });
        }
        if (body.profile) await checkReferrers(tx, id, body.profile);
        if (id === actor.id && body.is_active === false) throw new AppError('self_action');
        await takenOnRace(
          repo.updateUser(tx, id, {
            username: body.username,
            email: body.email,
            comment: body.comment,
            roles: body.roles,
            is_active: body.is_active,
            manual_withdrawal: body.manual_withdrawal,
            password_hash: passwordHash,
          }),
        );
        if (body.profile) await saveProfile(tx, id, before.type, body.profile, false);
        const updated = await load(tx, id);
        // A new password or deactivation ends every session of the user at once.
        const ends = passwordHash !== undefined || (before.is_active && !updated.is_active);
        if (ends) await auth.endAllSessions(tx, id);
        const changes = diffSnapshots(auditSnapshot(before), auditSnapshot(updated));
        if (changes.length > 0 || passwordHash)
          await audit(tx, actor, passwordHash ? 'user.updated_with_password' : 'user.updated', id, before, updated);
        return { after: updated, endsSessions: ends };
      });
      if (endsSessions) await bus.publish({ kind: 'sessions_ended', userId: id, sessionHash: null });
      return after;
    },

    block: async (id: string, comment: string, { actor }: RequestContext) => {
      if (id === actor.id) throw new AppError('self_action');
      await db.transaction(async (tx) => {
        const before = await load(tx, id, true);
        assertMayChange(before, actor, { credentials: false, standing: true });
        if (before.is_blocked) throw new AppError('already_blocked');
        await repo.updateUser(tx, id, { is_blocked: true, block_comment: comment });
        await auth.endAllSessions(tx, id);
        await audit(tx, actor, 'user.blocked', id, before, await load(tx, id));
      });
      await bus.publish({ kind: 'sessions_ended', userId: id, sessionHash: null });
    },

    unblock: async (id: string, { actor }: RequestContext) => {
      await db.transaction(async (tx) => {
        const before = await load(tx, id, true);
        assertMayChange(before, actor, { credentials: false, standing: true });
        if (!before.is_blocked) throw new AppError('not_blocked');
        await repo.updateUser(tx, id, { is_blocked: false, block_comment: null });
        await audit(tx, actor, 'user.unblocked', id, before, await load(tx, id));
      });
    },

    /** An admin marks a trader's insurance settled (paid outside the platform, or waived); audited. */
    settleInsurance: async (id: string, { actor }: RequestContext) =>
      db.transaction(async (tx) => {
        const before = await load(tx, id, true);
        if (before.profile?.kind !== 'trader') throw new AppError('not_a_trader');
        if (before.profile.insurance_paid) throw new AppError('insurance_already_paid');
        await repo.markInsurancePaid(tx, id);
        const after = await load(tx, id);
        await audit(tx, actor, 'user.insurance_settled', id, before, after);
        return after;
      }),

    /** An admin turns a user's two-factor off (a lost phone): audited, and every session of the user ends. */
    resetTwoFactor: async (id: string, { actor }: RequestContext) => {
      const after = await db.transaction(async (tx) => {
        const before = await load(tx, id, true);
        assertMayChange(before, actor, { credentials: true, standing: false });
        if (!before.two_factor) throw new AppError('two_factor_off');
        await auth.resetTwoFactor(tx, id);
        await auth.endAllSessions(tx, id);
        const updated = await load(tx, id);
        await audit(tx, actor, 'user.two_factor_reset', id, before, updated);
        return updated;
      });
      await bus.publish({ kind: 'sessions_ended', userId: id, sessionHash: null });
      return after;
    },

    roles: ({ lang }: Localized) => [
      ...ROLES.map((slug) => ({ slug, title: messages(lang).roles[slug], is_main: true })),
      ...EXTRA_ROLES.filter((slug) => !(ROLES as readonly string[]).includes(slug)).map((slug) => ({
        slug,
        title: messages(lang).extraRoles[slug as 'support' | 'teamlead'],
        is_main: false,
      })),
    ],

    agentTraders: async (query: ListParams, { actor: { id: agentId }, lang }: RequestContext) => {
      const { rows, context } = await runList<{
        id: string;
        username: string;
        is_active: boolean;
        is_blocked: boolean;
        is_main: boolean;
        pay_in_percentage: string;
        pay_out_percentage: string;
      }>(db, agentTradersListSpec(agentId), query, lang);
      const online = await presence.onlineAmong(rows.map((row) => row.id));
      return {
        items: rows.map((row) => ({
          uuid: row.id,
          username: row.username,
          is_online: online.has(row.id),
          is_active: row.is_active,
          is_blocked: row.is_blocked,
          is_main: row.is_main,
          pay_in_percentage: row.pay_in_percentage,
          pay_out_percentage: row.pay_out_percentage,
        })),
        context,
      };
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
export type { ListQuery };
