import {
  scaleOf,
  toMinor,
  type DeviceNotification,
  type heartbeatBody,
  type NotificationOutcome,
  type pairBody,
  type TerminalStatus,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { fill, messages } from '../../http/messages';
import { sha256 } from '../../shared/crypto';
import { randomToken, uuidv7 } from '../../shared/ids';
import type { OrdersService } from '../orders/orders.service';
import { ownedRequisites, switchOffRequisites, type OwnedRequisite } from '../requisites';
import * as notes from './notifications.repository';
import type { ParsedNotification } from './parsing/notification-template';
import { parseNotification, readingOf } from './parsing/parse-notification';
import type { TemplateStore } from './templates.service';
import { createTerminalEvents } from './terminal-events';
import * as repo from './terminals.repository';

/** Statuses whose phone may call: a disabled, unpaired or deleted terminal's token is refused. */
const CALLING: readonly TerminalStatus[] = ['moderation', 'pending', 'enabled', 'lost_connection'];
/** Statuses whose notifications are read and matched: an approved terminal. */
const READING: readonly TerminalStatus[] = ['pending', 'enabled', 'lost_connection'];
/** A phone's clock may run ahead of ours by this much; a payment is never dated after it reached us. */
const CLOCK_SKEW_MS = 60_000;
/** The parser's bank slugs where the payment catalogue names the bank otherwise. */
const CATALOGUE_BANK: Record<string, string> = { ozonbank: 'ozon' };

export type DeviceTerminal = repo.TerminalRow;

/** What a notification that confirms nothing becomes. */
const passiveOutcome = (parsed: ParsedNotification): NotificationOutcome | null => {
  if (parsed.outcome === 'unknown_source') return 'unknown_source';
  if (parsed.outcome === 'unparsed') return 'unparsed';
  return parsed.kind === 'incoming' ? null : 'ignored';
};

/**
 * The phone's side: pairing with a one-time code, heartbeats, and the bank notifications it
 * forwards, each stored once, read by the templates and matched to an open pay-in.
 */
export const createDeviceService = (deps: AppDeps, orders: Pick<OrdersService, 'matchBankPayment'>, templates: TemplateStore) => {
  const { db } = deps;
  const events = createTerminalEvents(deps);

  const blocked = async (terminal: DeviceTerminal, parsed: ParsedNotification, linked: OwnedRequisite[]) => {
    const byTail = parsed.tail ? linked.filter((item) => item.tails.includes(parsed.tail!)) : [];
    const bank = parsed.bank ? (CATALOGUE_BANK[parsed.bank] ?? parsed.bank) : null;
    const byBank = linked.filter((item) => item.bank === bank);
    const targets = byTail.length > 0 ? byTail : byBank.length > 0 ? byBank : linked;
    const switched = await switchOffRequisites(
      db,
      targets.map((item) => item.id),
    );
    for (const requisite of switched) {
      const text = (lang: 'en' | 'ru') =>
        fill(messages(lang).terminalNotices.blocked, { requisite: requisite.name, terminal: terminal.name });
      await events.notification(terminal.user_id, {
        id: requisite.id,
        terminal: terminal.id,
        outcome: 'blocked',
        text: { en: text('en'), ru: text('ru') },
      });
    }
  };

  const ingestOne = async (terminal: DeviceTerminal, item: DeviceNotification, linked: OwnedRequisite[]) => {
    const parsed = parseNotification({ source: item.source, title: item.title ?? null, text: item.text }, await templates.active());
    const receivedAt = new Date(item.received_at);
    const row: notes.NewNotification = {
      id: uuidv7(),
      terminal_id: terminal.id,
      user_id: terminal.user_id,
      device_item_id: item.id,
      source: item.source,
      title: item.title ?? null,
      body: item.text,
      received_at: receivedAt,
      bank: parsed.bank,
      kind: parsed.kind,
      amount: parsed.amount,
      currency: parsed.currency,
      payer: parsed.payer,
      tail: parsed.tail,
      balance: parsed.balance,
      template_id: parsed.templateId,
    };
    const answer = (stored: notes.StoredNotification, duplicate: boolean) => ({
      id: item.id,
      read: readingOf(parsed),
      outcome: stored.outcome,
      order_guid: stored.order_id,
      duplicate,
    });

    const scale = parsed.currency ? scaleOf(parsed.currency) : undefined;
    const passive = passiveOutcome(parsed) ?? (parsed.amount === null || scale === undefined ? 'review' : null);
    if (passive !== null || !READING.includes(terminal.status)) {
      const stored = await notes.insertNotification(db, row, passive ?? 'review', null);
      if (!stored) return answer((await notes.findStored(db, terminal.id, item.id))!, true);
      if (parsed.kind === 'blocked') await blocked(terminal, parsed, linked);
      if (stored.outcome === 'review')
        await events.notification(terminal.user_id, { id: stored.id, terminal: terminal.id, outcome: stored.outcome });
      return answer(stored, false);
    }

    const arrivedAt = new Date(Math.min(receivedAt.getTime() + CLOCK_SKEW_MS, Date.now()));
    const tailsOf = new Map(linked.map((requisite) => [requisite.id, requisite.tails]));
    const result = await orders.matchBankPayment(
      {
        requisiteIds: linked.map((requisite) => requisite.id),
        currency: parsed.currency!,
        amount: toMinor(parsed.amount!, scale!),
        arrivedAt,
        tail: parsed.tail,
        tailsOf,
        autoConfirm: terminal.auto_confirm,
        terminal: { id: terminal.id, name: terminal.name },
        text: [row.title, row.body].filter(Boolean).join('\n'),
      },
      {
        claim: async (tx) => {
          const stored = await notes.insertNotification(tx, row, 'unmatched', null);
          return stored ? null : { stored: (await notes.findStored(tx, terminal.id, item.id))!, duplicate: true };
        },
        record: async (tx, match) => ({ stored: await notes.setOutcome(tx, row.id, match.outcome, match.orderId), duplicate: false }),
      },
    );
    if (!result.duplicate && ['unmatched', 'review', 'awaiting_confirmation'].includes(result.stored.outcome)) {
      await events.notification(terminal.user_id, { id: result.stored.id, terminal: terminal.id, outcome: result.stored.outcome });
    }
    return answer(result.stored, result.duplicate);
  };

  return {
    pair: async (body: z.output<typeof pairBody>, ip: string | null) => {
      const token = randomToken(32);
      const row = await db.transaction(async (tx) => {
        const terminal = await repo.terminalByPairingCode(tx, sha256(body.code.toUpperCase()));
        if (!terminal) throw new AppError('pairing_code_invalid');
        // A new phone on an approved terminal is approved again; an admin's switch-off stays.
        const status: TerminalStatus = terminal.status === 'disabled_by_admin' ? 'disabled_by_admin' : 'moderation';
        await repo.updateTerminal(tx, terminal.id, {
          status,
          token_hash: sha256(token),
          pairing_code_hash: null,
          pairing_expires_at: null,
        });
        return repo.recordHeartbeat(tx, terminal.id, { device: body.device, battery: null, network: null, ip });
      });
      await events.changed(row);
      return { token, terminal: { guid: row.id, name: row.name } };
    },

    /** The terminal behind a bearer token or a forwarder secret, if it may call now. */
    authenticate: async (credential: { token: string } | { forwarder: string }) => {
      const terminal =
        'token' in credential
          ? await repo.terminalByToken(db, sha256(credential.token))
          : await repo.terminalByForwarder(db, sha256(credential.forwarder));
      if (!terminal) throw new AppError('device_token_invalid');
      if (!CALLING.includes(terminal.status)) {
        throw new AppError('device_refused', { status: terminal.status });
      }
      return terminal;
    },

    heartbeat: async (terminal: DeviceTerminal, body: z.output<typeof heartbeatBody>, ip: string | null) => {
      const row = await repo.recordHeartbeat(db, terminal.id, {
        device: body.device,
        battery: body.battery ?? null,
        network: body.network ?? null,
        ip,
      });
      if (row.previous_status !== row.status) await events.changed(row);
      return { status: row.status, auto_confirm: row.auto_confirm };
    },

    ingest: async (terminal: DeviceTerminal, items: DeviceNotification[]) => {
      const touched = await notes.touchTerminal(db, terminal.id);
      const status = (touched[0]?.status ?? terminal.status) as TerminalStatus;
      if (status !== terminal.status) await events.changed({ id: terminal.id, user_id: terminal.user_id, status });
      const linkedIds = (await repo.requisitesOfTerminals(db, [terminal.id])).map((row) => row.id);
      const linked = await ownedRequisites(db, terminal.user_id, linkedIds);
      const current = { ...terminal, status };
      const results = [];
      // One at a time, in the phone's order: two texts of one payment never race each other.
      for (const item of items) results.push(await ingestOne(current, item, linked));
      return { items: results };
    },
  };
};

export type DeviceService = ReturnType<typeof createDeviceService>;
