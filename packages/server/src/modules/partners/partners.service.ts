import { randomBytes } from 'node:crypto';
import {
  fromMinor,
  PARTNER_HOOKS_BASE,
  USDT_SCALE,
  type createPartnerBody,
  type listQuerySchema,
  type PartnerConnection,
  type PartnerKind,
  type PartnerSystem,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import { fill, messages } from '../../http/messages';
import type { Localized, RequestContext } from '../../http/request-context';
import { decrypt, encrypt } from '../../shared/crypto';
import { recordAudit } from '../audit/audit.service';
import { getPartnerBalance } from '../ledger/ledger.service';
import { paymentTypes } from '../requisites';
import { createSandboxPartner, PartnerRefusedError, type PartnerAdapter } from './partner-adapter';
import { createPartnerRequest } from './partner-http';
import { balanceLogSpec } from './partners.list';
import { createPaydeskPartner } from './paydesk-partner';
import * as repo from './partners.repository';

const SEAL_PURPOSE = { secret_key: 'partner-secret-key', notification_key: 'partner-notification-key' } as const;

/** A slug from the title: lowercase latin letters and digits, and a random tail so two titles never clash. */
const slugOf = (title: string) => {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24);
  return `${base || 'partner'}-${randomBytes(3).toString('hex')}`;
};

/**
 * The flows each partner system serves in, read by the flows domain and handed in by the app:
 * flows name partners as executors, so partners never import flows back.
 */
export type FlowsOfPartners = (
  sql: Sql,
  slugs: string[],
) => Promise<{ partner_slug: string; id: string; name: string; fiat_currency: string; crypto_currency: string }[]>;

export const createPartnersService = ({ db, config, appSecret }: AppDeps, flowsOfPartners: FlowsOfPartners) => {
  const sandbox = createSandboxPartner({ latencyMs: config.sandboxPartnerLatencyMs, failureRate: config.sandboxPartnerFailureRate });
  const request = createPartnerRequest({ allowPrivate: config.webhookAllowPrivateNetworks, timeoutMs: config.partnerTimeoutMs });
  const policy = {
    threshold: config.partnerBreakerFailures,
    pauseMs: config.partnerBreakerPauseMs,
    maxPauseMs: config.partnerBreakerMaxPauseMs,
  };

  const adapterFor = (row: repo.PartnerAccess): PartnerAdapter | null => {
    if (row.adapter === 'sandbox') return sandbox;
    if (row.adapter !== 'paydesk' || !row.base_url || !row.api_key || !row.secret_key) return null;
    return createPaydeskPartner(
      { baseUrl: row.base_url, apiKey: row.api_key, secret: decrypt(appSecret, SEAL_PURPOSE.secret_key, row.secret_key) },
      request,
    );
  };

  /**
   * The adapter with its circuit breaker: a call that fails (unreachable, timed out, an odd
   * answer) counts one more failure in a row, one that answers closes the breaker. Each record
   * is its own short statement after the call: no transaction is open while the partner is asked.
   */
  const guarded = (slug: string, adapter: PartnerAdapter): PartnerAdapter => {
    const watch =
      <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
      async (...args: A) => {
        try {
          const result = await work(...args);
          await repo.recordSuccess(db, slug);
          return result;
        } catch (error) {
          if (error instanceof PartnerRefusedError) await repo.recordSuccess(db, slug);
          else await repo.recordFailure(db, slug, error instanceof Error ? error.message : String(error), policy);
          throw error;
        }
      };
    return {
      createOrder: watch(adapter.createOrder),
      orderStatus: watch(adapter.orderStatus),
      cancelOrder: watch(adapter.cancelOrder),
      balance: watch(adapter.balance),
    };
  };

  const adapter = async (slug: string) => {
    const row = await repo.accessOf(db, slug);
    if (!row?.is_active) return null;
    const found = adapterFor(row);
    return found ? guarded(slug, found) : null;
  };

  const hydrate = async (rows: repo.PartnerRow[]): Promise<PartnerSystem[]> => {
    const slugs = rows.map((row) => row.slug);
    const [flows, health] = await Promise.all([flowsOfPartners(db, slugs), repo.healthOf(db, slugs)]);
    return Promise.all(
      rows.map(async (row) => {
        const state = health.find((item) => item.partner_slug === row.slug);
        return {
          partner: { slug: row.slug, title: row.title },
          is_active: row.is_active,
          payment_method: row.payment_method,
          fiat_currencies: row.fiat_currencies.map((code) => ({ code })),
          payment_options: row.payment_options,
          flows: flows
            .filter((flow) => flow.partner_slug === row.slug)
            .map((flow) => ({
              uuid: flow.id,
              name: flow.name,
              fiat_currency: { code: flow.fiat_currency },
              crypto_currency: { code: flow.crypto_currency },
            })),
          balance: { amount: fromMinor(await getPartnerBalance(db, row.slug, 'USDT'), USDT_SCALE), currency: { code: 'USDT' } },
          kind: (row.adapter === 'paydesk' ? 'paydesk' : 'sandbox') satisfies PartnerKind,
          base_url: row.base_url,
          webhook_path: `${PARTNER_HOOKS_BASE}/${row.slug}`,
          health: {
            failures: state?.failures ?? 0,
            last_error: state?.last_error ?? null,
            last_failed_at: state?.last_failed_at?.toISOString() ?? null,
            retry_at: state?.paused_until && state.paused_until.getTime() > Date.now() ? state.paused_until.toISOString() : null,
          },
        };
      }),
    );
  };

  return {
    adapter,
    /** A partner whose breaker is open is not asked until this time; null when it may be asked. */
    pausedUntil: (slug: string) => repo.pausedUntil(db, slug),
    /** What the partner's balance call last answered, in USDT minor units; null when never asked. */
    reportedBalance: (slug: string) => repo.lastBalance(db, slug, USDT_SCALE),
    /** A partner system's available USDT in minor units: what it can hold for pay-ins. */
    available: (slug: string) => getPartnerBalance(db, slug, 'USDT'),
    list: async () => hydrate(await repo.allPartners(db)),
    details: async (slug: string) => {
      const row = await repo.findPartner(db, slug);
      if (!row) throw new AppError('not_found');
      return (await hydrate([row]))[0]!;
    },
    /** An admin adds another Paydesk instance: its keys sealed with the app secret, its payment types from the catalogue. */
    create: async (body: z.output<typeof createPartnerBody>, { actor }: RequestContext) => {
      const catalogue = await paymentTypes(db, { lang: 'en' });
      const unknown = body.payment_options.findIndex((slug) => !catalogue.some((type) => type.slug === slug));
      if (unknown >= 0) {
        const values = catalogue.map((type) => type.slug).join(', ');
        throw new AppError('validation', {}, { [`payment_options.${unknown}`]: { key: 'enum', params: { values } } });
      }
      const options = [...new Set(body.payment_options)].map((slug) => ({
        slug,
        title: catalogue.find((type) => type.slug === slug)!.name,
      }));
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertPartner(tx, {
          slug: slugOf(body.title),
          title: body.title,
          adapter: 'paydesk',
          base_url: body.base_url.replace(/\/+$/, ''),
          api_key: body.api_key,
          secret_key: encrypt(appSecret, SEAL_PURPOSE.secret_key, body.secret_key),
          notification_key: body.notification_key ? encrypt(appSecret, SEAL_PURPOSE.notification_key, body.notification_key) : null,
          payment_method: options[0]!.slug,
          fiat_currencies: [...new Set(body.fiat_currencies)],
          payment_options: options,
        });
        const { secret_key: _secret, notification_key: _key, ...shown } = body;
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'partner.created',
          entityType: 'partner_system',
          entityId: inserted.slug,
          after: shown,
          ip: actor.ip,
        });
        return inserted;
      });
      return (await hydrate([row]))[0]!;
    },
    /** Calls the partner's balance (through its breaker) and says, in the reader's language, whether it answered. */
    testConnection: async (slug: string, { lang }: Localized): Promise<PartnerConnection> => {
      const row = await repo.accessOf(db, slug);
      if (!row) throw new AppError('not_found');
      const found = adapterFor(row);
      const text = messages(lang).partnerConnection;
      if (!found) return { ok: false, message: text.notConfigured, balance: null };
      try {
        const amount = await guarded(slug, found).balance('USDT');
        await repo.recordBalance(db, slug, 'USDT', amount);
        return { ok: true, message: fill(text.ok, { amount }), balance: { amount, currency: { code: 'USDT' } } };
      } catch (error) {
        return { ok: false, message: fill(text.failed, { error: error instanceof Error ? error.message : String(error) }), balance: null };
      }
    },
    /** The notification key a partner instance signs its webhooks with, or null when none was given. */
    notificationKey: async (slug: string) => {
      const row = await repo.accessOf(db, slug);
      if (!row || row.adapter !== 'paydesk' || !row.notification_key) return null;
      return decrypt(appSecret, SEAL_PURPOSE.notification_key, row.notification_key);
    },
    /** Records each active partner's balance call in its balance log; a partner that fails is left for the next run. */
    recordBalances: async () => {
      let recorded = 0;
      for (const slug of await repo.activeSlugs(db)) {
        if (await repo.pausedUntil(db, slug)) continue;
        const partner = await adapter(slug);
        const amount = partner ? await partner.balance('USDT').catch(() => null) : null;
        if (amount === null) continue;
        await repo.recordBalance(db, slug, 'USDT', amount);
        recorded += 1;
      }
      return recorded;
    },
    balanceLog: async (slug: string, query: z.output<typeof listQuerySchema>, { lang }: Localized) => {
      if (!(await repo.findPartner(db, slug))) throw new AppError('not_found');
      const { rows, context } = await runList<{
        id: string;
        created_at: Date;
        kind: string;
        currency: string;
        balance_after: string;
        change: string;
      }>(db, balanceLogSpec(slug), query, lang);
      return {
        items: rows.map((row) => ({
          id: row.id,
          created_at: row.created_at.toISOString(),
          kind: row.kind,
          // numeric(38, 6): the text is already the amount at USDT's scale.
          balance: { amount: row.balance_after, currency: { code: row.currency } },
          change: { amount: row.change, currency: { code: row.currency } },
        })),
        context,
      };
    },
  };
};

export type PartnersService = ReturnType<typeof createPartnersService>;
