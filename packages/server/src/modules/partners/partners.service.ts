import { fromMinor, USDT_SCALE, type listQuerySchema, type PartnerSystem } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { runList } from '../../http/list-query';
import type { Localized } from '../../http/request-context';
import { getPartnerBalance } from '../ledger/ledger.service';
import { flowsOfPartners } from '../flows/flow-directory.service';
import { createSandboxPartner, type PartnerAdapter } from './partner-adapter';
import { balanceLogSpec } from './partners.list';
import * as repo from './partners.repository';

export const createPartnersService = ({ db, config }: AppDeps) => {
  // Adapters by kind; a partner system row names its adapter. The order engine routes through these.
  const adapters: Record<string, PartnerAdapter> = {
    sandbox: createSandboxPartner({ latencyMs: config.sandboxPartnerLatencyMs, failureRate: config.sandboxPartnerFailureRate }),
  };

  const hydrate = async (rows: repo.PartnerRow[]): Promise<PartnerSystem[]> => {
    const flows = await flowsOfPartners(
      db,
      rows.map((row) => row.slug),
    );
    return Promise.all(
      rows.map(async (row) => ({
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
      })),
    );
  };

  return {
    adapter: async (slug: string) => {
      const row = await repo.adapterOf(db, slug);
      return row?.is_active ? (adapters[row.adapter] ?? null) : null;
    },
    /** A partner system's available USDT in minor units: what it can hold for pay-ins. */
    available: (slug: string) => getPartnerBalance(db, slug, 'USDT'),
    list: async () => hydrate(await repo.allPartners(db)),
    details: async (slug: string) => {
      const row = await repo.findPartner(db, slug);
      if (!row) throw new AppError('not_found');
      return (await hydrate([row]))[0]!;
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
          balance: { amount: fromMinor(BigInt(row.balance_after), USDT_SCALE), currency: { code: row.currency } },
          change: { amount: fromMinor(BigInt(row.change), USDT_SCALE), currency: { code: row.currency } },
        })),
        context,
      };
    },
  };
};

export type PartnersService = ReturnType<typeof createPartnersService>;
