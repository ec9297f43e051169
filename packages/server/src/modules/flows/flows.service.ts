import {
  type Flow,
  type Language,
  type createFlowBody,
  type feesInput,
  type listQuerySchema,
  type rateSourceBody,
  type updateFlowBody,
  idSchema,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { Localized, RequestContext } from '../../http/request-context';
import { fill, messages } from '../../http/messages';
import { uuidv7 } from '../../shared/ids';
import { isActiveCurrency } from '../currencies/currencies.service';
import { fiatCurrenciesOf } from '../partners/partner-directory.service';
import { allOfType } from '../users/user-directory.service';
import { recordAudit } from '../audit/audit.service';
import { describeRate, loadMarketRates } from '../rates/rates.service';

/** A rate as the flow screens show it: the reason a rate cannot route in words, not as a code. */
const shownRate = ({ unroutable: _code, ...shown }: ReturnType<typeof describeRate>) => shown;
import { flowsListSpec } from './flows.list';
import * as repo from './flows.repository';
import { findNegativeMargin } from './margin';

type ListParams = z.output<typeof listQuerySchema>;

const UNIQUE_VIOLATION = '23505';

export const createFlowsService = (deps: AppDeps) => {
  const { db, config, presence } = deps;

  const hydrate = async (sql: Sql, rows: repo.FlowRow[], lang: Language): Promise<Flow[]> => {
    if (rows.length === 0) return [];
    const parts = await repo.loadFlowParts(
      sql,
      rows.map((row) => row.id),
    );
    const people = [...parts.merchants.map((m) => m.id), ...parts.executors.flatMap((e) => (e.trader_id ? [e.trader_id] : []))];
    const online = await presence.onlineAmong(people, sql);
    const pairs = [...new Set(rows.map((row) => `${row.fiat_currency}/${row.crypto_currency}`))];
    const rates = new Map(
      await Promise.all(pairs.map(async (pair) => [pair, await loadMarketRates(sql, ...(pair.split('/') as [string, string]))] as const)),
    );
    return rows.map((row) => ({
      uuid: row.id,
      name: row.name,
      fiat_currency: { code: row.fiat_currency },
      crypto_currency: { code: row.crypto_currency },
      is_active: row.is_active,
      currency_rate_source: row.currency_rate_source,
      currency_rate: shownRate(
        describeRate(
          row,
          rates.get(`${row.fiat_currency}/${row.crypto_currency}`)?.find((rate) => rate.source === row.currency_rate_source),
          config.rateMaxAgeSeconds,
          lang,
        ),
      ),
      created_at: row.created_at.toISOString(),
      merchants: parts.merchants
        .filter((merchant) => merchant.flow_id === row.id)
        .map((merchant) => ({
          uuid: merchant.id,
          username: merchant.username,
          is_online: online.has(merchant.id),
          is_root: merchant.is_root,
        })),
      executors: parts.executors
        .filter((executor) => executor.flow_id === row.id)
        .map((executor) => ({
          bind_id: executor.id,
          type: { slug: executor.trader_id ? ('trader' as const) : ('partner' as const) },
          trader: executor.trader_id ? { uuid: executor.trader_id } : null,
          user: executor.trader_id
            ? {
                uuid: executor.trader_id,
                username: executor.username ?? '',
                is_online: online.has(executor.trader_id),
                is_root: executor.is_root ?? false,
              }
            : null,
          partner: executor.partner_slug ? { slug: executor.partner_slug, title: executor.partner_title ?? executor.partner_slug } : null,
          priority: Number(executor.priority),
          fees: parts.fees
            .filter((fee) => fee.executor_id === executor.id)
            .map(({ direction, min_amount, max_amount, percentage }) => ({ direction, min_amount, max_amount, percentage })),
        })),
    }));
  };

  const load = async (sql: Sql, id: string, lang: Language) => {
    const row = await repo.findFlow(sql, id);
    if (!row) throw new AppError('not_found');
    return (await hydrate(sql, [row], lang))[0]!;
  };

  /** Refuses, naming the merchant, a configuration that leaves the platform a negative margin. */
  const assertMargin = async (sql: Sql, flowId: string, lang: Language) => {
    const breach = await findNegativeMargin(sql, flowId);
    if (!breach) return;
    throw new AppError('negative_margin', { detail: fill(messages(lang).flowErrors.negativeMargin, breach) });
  };

  /** A change inside one flow: locks the flow, applies, checks the margin, audits, answers the new flow. */
  const change = async (flowId: string, { actor, lang }: RequestContext, action: string, apply: (tx: Sql) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      if (!(await repo.findFlow(tx, flowId, true))) throw new AppError('not_found');
      await apply(tx);
      await assertMargin(tx, flowId, lang);
      await recordAudit(tx, { actorId: actor.id, action, entityType: 'flow', entityId: flowId, ip: actor.ip });
      return load(tx, flowId, lang);
    });

  const checkCurrency = async (sql: Sql, field: string, code: string, type: 'fiat' | 'crypto') => {
    if (!(await isActiveCurrency(sql, code, type)))
      throw new AppError('validation', {}, { [field]: { key: 'unknown_currency', params: { kind: type } } });
  };

  const checkUsers = async (sql: Sql, ids: string[], type: 'merchant' | 'trader', field: string) => {
    if (ids.length === 0) return;
    if (!(await allOfType(sql, ids, type)))
      throw new AppError('validation', {}, { [field]: { key: 'unknown_user', params: { kind: type } } });
  };

  const alreadyAttached = (what: 'trader' | 'partner' | 'merchant', lang: Language) =>
    new AppError('already_attached', { what: messages(lang).attachables[what]! });

  return {
    list: async (query: ListParams, { lang }: Localized) => {
      const { rows, context } = await runList<repo.FlowRow>(db, flowsListSpec, query, lang);
      return { items: await hydrate(db, rows, lang), context };
    },

    details: (id: string, { lang }: Localized) => load(db, id, lang),

    create: async (body: z.output<typeof createFlowBody>, { actor, lang }: RequestContext) =>
      db.transaction(async (tx) => {
        await checkCurrency(tx, 'fiat_currency', body.fiat_currency, 'fiat');
        await checkCurrency(tx, 'crypto_currency', body.crypto_currency, 'crypto');
        const manual = body.currency_rate_source === 'manual';
        if (manual && !body.currency_rate) throw new AppError('validation', {}, { currency_rate: { key: 'rate_required' } });
        const merchants = [...new Set(body.merchant_uuids)];
        await checkUsers(tx, merchants, 'merchant', 'merchant_uuids');
        const id = uuidv7();
        await repo.insertFlow(tx, {
          id,
          name: body.name,
          fiat_currency: body.fiat_currency,
          crypto_currency: body.crypto_currency,
          is_active: body.is_active,
          currency_rate_source: body.currency_rate_source,
          // The rate is kept only for the manual source.
          manual_rate: manual ? (body.currency_rate ?? null) : null,
          created_by: actor.id,
        });
        for (const merchant of merchants) await repo.addMerchant(tx, id, merchant);
        await recordAudit(tx, { actorId: actor.id, action: 'flow.created', entityType: 'flow', entityId: id, after: body, ip: actor.ip });
        return load(tx, id, lang);
      }),

    /**
     * Renames a flow or switches it on or off. Switching on is refused, with the reason, while the
     * flow could not route an order: no merchant, no executor, or no usable rate.
     */
    update: (flowId: string, body: z.output<typeof updateFlowBody>, context: RequestContext) =>
      change(flowId, context, 'flow.updated', async (tx) => {
        if (body.is_active) {
          const flow = await load(tx, flowId, context.lang);
          const texts = messages(context.lang).flowErrors;
          const reason =
            flow.merchants.length === 0
              ? texts.noMerchant
              : flow.executors.length === 0
                ? texts.noExecutor
                : flow.currency_rate.unroutable_reason;
          if (reason) throw new AppError('flow_cannot_route', { reason });
        }
        await repo.updateFlow(tx, flowId, { name: body.name, is_active: body.is_active });
      }),

    remove: async (id: string, { actor }: RequestContext) =>
      db.transaction(async (tx) => {
        const rows = await tx.query(
          'UPDATE flows SET deleted_at = now(), is_active = false WHERE id = $1 AND deleted_at IS NULL RETURNING id',
          [id],
        );
        if (rows.length === 0) throw new AppError('not_found');
        await recordAudit(tx, { actorId: actor.id, action: 'flow.deleted', entityType: 'flow', entityId: id, ip: actor.ip });
      }),

    addExecutor: (flowId: string, type: 'trader' | 'partner', executorId: string, context: RequestContext) =>
      change(flowId, context, `flow.executor_added`, async (tx) => {
        if (type === 'trader') {
          if (!idSchema.safeParse(executorId).success) throw new AppError('validation', {}, { executor_id: { key: 'uuid' } });
          await checkUsers(tx, [executorId], 'trader', 'executor_id');
        } else {
          const currencies = await fiatCurrenciesOf(tx, executorId);
          if (!currencies) throw new AppError('validation', {}, { executor_id: { key: 'unknown_option' } });
          // A partner system is offered only the orders of a currency it serves.
          const currency = (await repo.findFlow(tx, flowId))!.fiat_currency;
          if (!currencies.includes(currency)) {
            throw new AppError('validation', {}, { executor_id: { key: 'partner_currency', params: { currency } } });
          }
        }
        try {
          await tx.query('INSERT INTO flow_executors (id, flow_id, trader_id, partner_slug) VALUES ($1, $2, $3, $4)', [
            uuidv7(),
            flowId,
            type === 'trader' ? executorId : null,
            type === 'partner' ? executorId : null,
          ]);
        } catch (error) {
          if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw alreadyAttached(type, context.lang);
          throw error;
        }
      }),

    removeExecutor: (flowId: string, executorId: string, context: RequestContext) =>
      change(flowId, context, 'flow.executor_removed', async (tx) => {
        await tx.query(
          'DELETE FROM trader_restrictions WHERE flow_id = $1 AND trader_id = (SELECT trader_id FROM flow_executors WHERE id = $2)',
          [flowId, executorId],
        );
        const rows = await tx.query('DELETE FROM flow_executors WHERE id = $1 AND flow_id = $2 RETURNING id', [executorId, flowId]);
        if (rows.length === 0) throw new AppError('not_found');
      }),

    setPriority: (flowId: string, executorId: string, priority: number, context: RequestContext) =>
      change(flowId, context, 'flow.priority_changed', async (tx) => {
        const rows = await tx.query('UPDATE flow_executors SET priority = $3 WHERE id = $1 AND flow_id = $2 RETURNING id', [
          executorId,
          flowId,
          priority,
        ]);
        if (rows.length === 0) throw new AppError('not_found');
      }),

    setFees: (flowId: string, executorId: string, fees: z.output<typeof feesInput>, context: RequestContext) =>
      change(flowId, context, 'flow.fees_changed', async (tx) => {
        const rows = await tx.query('SELECT 1 FROM flow_executors WHERE id = $1 AND flow_id = $2', [executorId, flowId]);
        if (rows.length === 0) throw new AppError('not_found');
        await repo.replaceExecutorFees(
          tx,
          executorId,
          fees.map((fee) => ({ ...fee, id: uuidv7() })),
        );
      }),

    addMerchant: (flowId: string, merchantId: string, context: RequestContext) =>
      change(flowId, context, 'flow.merchant_added', async (tx) => {
        await checkUsers(tx, [merchantId], 'merchant', 'merchant_uuid');
        if (!(await repo.addMerchant(tx, flowId, merchantId))) throw alreadyAttached('merchant', context.lang);
      }),

    removeMerchant: (flowId: string, merchantId: string, context: RequestContext) =>
      change(flowId, context, 'flow.merchant_removed', async (tx) => {
        if ((await repo.removeMerchant(tx, flowId, merchantId)).length === 0) throw new AppError('not_found');
      }),

    setRateSource: (flowId: string, body: z.output<typeof rateSourceBody>, context: RequestContext) =>
      change(flowId, context, 'flow.rate_source_changed', async (tx) => {
        const manual = body.currency_rate_source === 'manual';
        if (manual && !body.currency_rate) throw new AppError('validation', {}, { currency_rate: { key: 'rate_required' } });
        await tx.query('UPDATE flows SET currency_rate_source = $2, manual_rate = $3 WHERE id = $1', [
          flowId,
          body.currency_rate_source,
          manual ? body.currency_rate : null,
        ]);
      }),
  };
};

export type FlowsService = ReturnType<typeof createFlowsService>;
