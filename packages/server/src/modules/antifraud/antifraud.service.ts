import { ANTI_FRAUD_SETTING_KEYS, type AntiFraudSettingsBody, type Language, type listQuerySchema } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { ConfigSnapshot } from '../../db/config-snapshot';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/audit.service';
import { configOf } from './anti-fraud-settings';
import * as repo from './antifraud.repository';
import { casesListSpec, toCase, type CaseListRow } from './cases.list';
import { checkReceipt } from './receipt-check.service';
import { screenOrderUseCase } from './use-cases/screen-order';
import { sweepUseCase } from './use-cases/sweep.job';

export type { OrderToScreen, ScreenVerdict } from './use-cases/screen-order';

type ListQuery = z.output<typeof listQuerySchema>;

/**
 * The anti-fraud module's public face: the order-time check and the stops routing honours (both
 * read through the configuration snapshot), the settings, the cases and their release, the
 * periodic sweep and the receipt check.
 */
export const createAntiFraudService = ({ db, config }: Pick<AppDeps, 'db' | 'config'>) => {
  const settingsOf = (snapshot: ConfigSnapshot) => snapshot.read('anti-fraud:settings', async () => configOf(await repo.readSettings(db)));

  /**
   * What cases in force block, read once per configuration version (every case written moves it):
   * an order costs no read for them. A block with an end is checked against the clock when used.
   */
  const blocksOf = (snapshot: ConfigSnapshot) =>
    snapshot.read('anti-fraud:blocks', async () => {
      const rows = await repo.stops(db);
      const of = (effect: string) => rows.filter((row) => row.effect === effect);
      return {
        customers: new Map(of('customer_blocked').map((row) => [row.target_key, { id: row.id, rule: row.rule, until: row.effect_until }])),
        traders: new Set(of('trader_stopped').map((row) => row.target_key)),
        requisites: new Set(of('requisite_paused').map((row) => row.target_key)),
      };
    });

  const caseFor = async (id: string, lang: Language) => {
    const { rows } = await runList<CaseListRow>(
      db,
      { ...casesListSpec(), where: ['c.id = $1'], params: [id] },
      { page: 1, count: 1, filter: {} },
      lang,
    );
    if (!rows[0]) throw new AppError('not_found');
    return toCase(rows[0], lang);
  };

  return {
    screenOrder: screenOrderUseCase(db, config.orderTtlMinutes, settingsOf, async (snapshot) => (await blocksOf(snapshot)).customers),
    /** The traders and requisites that cases in force keep out of routing. */
    stops: async (snapshot: ConfigSnapshot) => {
      const { traders, requisites } = await blocksOf(snapshot);
      return { traders, requisites };
    },
    settings: async () => configOf(await repo.readSettings(db)).values,
    /** Saves the keys given (each already checked by its kind), audit-logged with what they were. */
    saveSettings: async (body: AntiFraudSettingsBody, { actor }: RequestContext) => {
      const values = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value.trim()]));
      return db.transaction(async (tx) => {
        const before = configOf(await repo.readSettings(tx)).values;
        await repo.writeSettings(tx, values, actor.id);
        const after = configOf(await repo.readSettings(tx)).values;
        const changed = ANTI_FRAUD_SETTING_KEYS.filter((key) => before[key] !== after[key]);
        if (changed.length > 0) {
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'anti_fraud.settings_changed',
            entityType: 'anti_fraud_settings',
            entityId: null,
            before: Object.fromEntries(changed.map((key) => [key, before[key]])),
            after: Object.fromEntries(changed.map((key) => [key, after[key]])),
            ip: actor.ip,
          });
        }
        return after;
      });
    },
    list: async (query: ListQuery, lang: Language) => {
      const { rows, context } = await runList<CaseListRow>(db, casesListSpec(), query, lang);
      return { items: rows.map((row) => toCase(row, lang)), context };
    },
    /** Releases a case in force: its effect ends now (the config version moves, so routing sees it at once), audit-logged. */
    release: async (id: string, { actor, lang }: RequestContext) => {
      await db.transaction(async (tx) => {
        const current = await repo.caseById(tx, id, true);
        if (!current) throw new AppError('not_found');
        if (current.released_at) throw new AppError('anti_fraud_case_released');
        const released = await repo.releaseCase(tx, id, actor.id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'anti_fraud.case_released',
          entityType: 'anti_fraud_case',
          entityId: id,
          before: { released_at: null, effect: current.effect, effect_until: current.effect_until },
          after: { released_at: released!.released_at, released_by: actor.id },
          ip: actor.ip,
        });
      });
      return caseFor(id, lang);
    },
    /** One pass of the periodic rules with the settings as stored now; answers how many cases it opened. */
    sweep: sweepUseCase(db, async () => configOf(await repo.readSettings(db))),
    checkReceipt: (body: Parameters<typeof checkReceipt>[1], lang: Language) => checkReceipt(db, body, lang),
  };
};

export type AntiFraudService = ReturnType<typeof createAntiFraudService>;
