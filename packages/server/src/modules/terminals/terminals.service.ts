import {
  PAIRING_CODE_TTL_SECONDS,
  TERMINAL_HEARTBEAT_TIMEOUT_SECONDS,
  type listQuerySchema,
  type Language,
  type TerminalStatus,
  type terminalBody,
  type terminalModeBody,
  type terminalUpdateBody,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import { messages } from '../../http/messages';
import type { RequestContext } from '../../http/request-context';
import { sha256 } from '../../shared/crypto';
import { randomCode, randomToken, uuidv7 } from '../../shared/ids';
import { ownedRequisites } from '../requisites';
import { allOfType } from '../users/user-directory.service';
import { createTerminalEvents } from './terminal-events';
import { toTerminal, toTerminalNotification } from './terminal.mapper';
import {
  MANUAL_TRADERS_LIST,
  notificationsListSpec,
  terminalsListSpec,
  type ManualTraderRow,
  type NotificationListRow,
  type TerminalListRow,
} from './terminals.list';
import * as repo from './terminals.repository';

type ListQuery = z.output<typeof listQuerySchema>;

/** The address an SMS-forwarder app posts to; the secret in it is the credential. */
export const FORWARDER_APP = 'Incoming SMS to URL forwarder (tech.bogomolov.incomingsmsgateway)';

const toManualTrader = (row: ManualTraderRow) => ({
  uuid: row.id,
  username: row.username,
  email: row.email ?? '',
  without_terminal: row.without_terminal,
});

const refuse = (status: TerminalStatus, action: string, lang: Language) =>
  new AppError('terminal_state', { status: messages(lang).terminalStatuses[status], action });

/**
 * Terminals in the back-office: the trader creates them and links requisites, pairs a phone with a
 * one-time code, switches them off and on; an admin approves a paired phone, disables, deletes and
 * opens or closes directions. Every change is announced to the trader and the admins.
 */
export const createTerminalsService = (deps: AppDeps) => {
  const { db, config } = deps;
  const events = createTerminalEvents(deps);

  const view = async (sql: Sql, rows: TerminalListRow[], lang: Language) => {
    const linked = await repo.requisitesOfTerminals(
      sql,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toTerminal(
        row,
        linked.filter((item) => item.terminal_id === row.id).map(({ id, name }) => ({ id, name })),
        lang,
        TERMINAL_HEARTBEAT_TIMEOUT_SECONDS,
      ),
    );
  };

  const one = async (id: string, lang: Language) => {
    const { rows } = await runList<TerminalListRow>(
      db,
      terminalsListSpec(null),
      { page: 1, count: 1, filter: { id }, sort: undefined },
      lang,
    );
    if (rows.length === 0) throw new AppError('not_found');
    return (await view(db, rows, lang))[0]!;
  };

  /** The requisites must all be the terminal owner's: another trader's card would confirm someone else's money. */
  const checkRequisites = async (sql: Sql, ownerId: string, ids: string[]) => {
    const unique = [...new Set(ids)];
    const owned = await ownedRequisites(sql, ownerId, unique);
    if (owned.length !== unique.length) throw new AppError('requisite_not_yours');
    return unique;
  };

  const newPairingCode = () => {
    const code = randomCode(8);
    return { code, hash: sha256(code), expiresAt: new Date(Date.now() + PAIRING_CODE_TTL_SECONDS * 1000) };
  };

  /** Locks the terminal, checks the change is allowed from its status, applies it and announces it. */
  const transition = async (
    id: string,
    lang: Language,
    action: string,
    next: (row: repo.TerminalRow) => Partial<Parameters<typeof repo.updateTerminal>[2]> | null,
  ) => {
    const row = await db.transaction(async (tx) => {
      const current = await repo.findTerminal(tx, id, true);
      if (!current) throw new AppError('not_found');
      const changes = next(current);
      if (!changes) throw refuse(current.status, action, lang);
      return repo.updateTerminal(tx, id, changes);
    });
    await events.changed(row);
    return one(id, lang);
  };

  return {
    ownerOf: (id: string) => repo.ownerOfTerminal(db, id),

    list: async (query: ListQuery, ownerId: string | null, { lang }: RequestContext) => {
      const { rows, context } = await runList<TerminalListRow>(db, terminalsListSpec(ownerId), query, lang);
      return { items: await view(db, rows, lang), context };
    },

    create: async (body: z.output<typeof terminalBody>, { actor, lang }: RequestContext) => {
      const pairing = newPairingCode();
      const row = await db.transaction(async (tx) => {
        const requisites = await checkRequisites(tx, actor.id, body.requisites);
        const created = await repo.insertTerminal(tx, {
          id: uuidv7(),
          userId: actor.id,
          name: body.name,
          pairingCodeHash: pairing.hash,
          pairingExpiresAt: pairing.expiresAt,
        });
        await repo.replaceRequisites(tx, created.id, requisites);
        return created;
      });
      await events.changed(row);
      return { ...(await one(row.id, lang)), pairing_code: pairing.code, pairing_expires_at: pairing.expiresAt.toISOString() };
    },

    update: async (id: string, body: z.output<typeof terminalUpdateBody>, { lang }: RequestContext) => {
      const row = await db.transaction(async (tx) => {
        const current = await repo.findTerminal(tx, id, true);
        if (!current) throw new AppError('not_found');
        const requisites = await checkRequisites(tx, current.user_id, body.requisites);
        await repo.replaceRequisites(tx, id, requisites);
        return repo.updateTerminal(tx, id, {
          name: body.name,
          deposit_open: body.deposit_open,
          withdraw_open: body.withdraw_open,
          auto_confirm: body.auto_confirm,
        });
      });
      await events.changed(row);
      return one(id, lang);
    },

    remove: async (id: string) => {
      const row = await db.transaction(async (tx) => {
        const current = await repo.findTerminal(tx, id, true);
        if (!current) throw new AppError('not_found');
        await repo.deleteTerminal(tx, id);
        return current;
      });
      await events.changed({ ...row, status: 'disabled' });
    },

    /** A trader switches their terminal off; an admin's switch-off only an admin lifts. */
    disable: (id: string, { actor, lang }: RequestContext) =>
      transition(id, lang, 'disable', (row) => {
        if (actor.type === 'admin') return row.status === 'disabled_by_admin' ? null : { status: 'disabled_by_admin' };
        return ['enabled', 'pending', 'lost_connection'].includes(row.status) ? { status: 'disabled' } : null;
      }),

    /** The trader's terminal comes back: enabled by its next heartbeat. */
    enable: (id: string, { lang }: RequestContext) =>
      transition(id, lang, 'enable', (row) => (row.status === 'disabled' ? { status: 'pending' } : null)),

    /** The admin approves a paired phone, or lifts their own switch-off; the next heartbeat enables it. */
    moderate: (id: string, { lang }: RequestContext) =>
      transition(id, lang, 'moderate', (row) => {
        if (row.status === 'moderation') return { status: 'pending' };
        if (row.status === 'disabled_by_admin') return { status: row.device ? 'pending' : 'unassigned' };
        return null;
      }),

    mode: (id: string, body: z.output<typeof terminalModeBody>, { lang }: RequestContext) =>
      transition(id, lang, 'mode', () =>
        body.direction === 'pay_in' ? { deposit_open: body.is_enabled } : { withdraw_open: body.is_enabled },
      ),

    /** A new one-time code: pairs a phone (a new one replaces the old, whose token stops working). */
    pairingCode: async (id: string) => {
      const pairing = newPairingCode();
      await db.transaction(async (tx) => {
        if (!(await repo.findTerminal(tx, id, true))) throw new AppError('not_found');
        await repo.updateTerminal(tx, id, { pairing_code_hash: pairing.hash, pairing_expires_at: pairing.expiresAt });
      });
      return { code: pairing.code, expires_at: pairing.expiresAt.toISOString() };
    },

    /** An SMS forwarder's address replaces pairing: a terminal still unpaired goes to an admin's approval. */
    issueForwarder: async (id: string) => {
      const secret = randomToken(24);
      const row = await db.transaction(async (tx) => {
        const current = await repo.findTerminal(tx, id, true);
        if (!current) throw new AppError('not_found');
        return repo.updateTerminal(tx, id, {
          forwarder_hash: sha256(secret),
          ...(current.status === 'unassigned' ? { status: 'moderation' as const } : {}),
        });
      });
      await events.changed(row);
      return { url: `${config.publicUrl.replace(/\/$/, '')}/api/device/v1/forward/${secret}`, app: FORWARDER_APP };
    },

    revokeForwarder: async (id: string) => {
      await db.transaction(async (tx) => {
        if (!(await repo.findTerminal(tx, id, true))) throw new AppError('not_found');
        await repo.updateTerminal(tx, id, { forwarder_hash: null });
      });
    },

    notifications: async (scope: { terminalId?: string; ownerId?: string }, query: ListQuery, { lang }: RequestContext) => {
      if (scope.terminalId && !(await repo.findTerminal(db, scope.terminalId))) throw new AppError('not_found');
      const { rows, context } = await runList<NotificationListRow>(db, notificationsListSpec(scope), query, lang);
      return { items: rows.map((row) => toTerminalNotification(row, lang)), context };
    },

    manualTraders: async (query: ListQuery, { lang }: RequestContext) => {
      const { rows, context } = await runList<ManualTraderRow>(db, MANUAL_TRADERS_LIST, query, lang);
      return { items: rows.map(toManualTrader), context };
    },

    setManualTrader: async (userId: string, withoutTerminal: boolean, { actor, lang }: RequestContext) => {
      if (!(await allOfType(db, [userId], 'trader'))) throw new AppError('not_found');
      await repo.setManualTrader(db, userId, withoutTerminal, actor.id);
      const { rows } = await runList<ManualTraderRow>(db, MANUAL_TRADERS_LIST, { page: 1, count: 1, filter: { id: userId } }, lang);
      return toManualTrader(rows[0]!);
    },
  };
};

export type TerminalsService = ReturnType<typeof createTerminalsService>;
