import { fromMinor, USDT_SCALE, type listQuerySchema, type PartnerSystem } from '@paydesk/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { runList, type ListSpec } from '../../http/list-query';
import type { Localized } from '../../http/request-context';
import { getPartnerBalance } from '../ledger/ledger.service';
import { createSandboxPartner, type PartnerAdapter } from './partner-adapter';

type PartnerRow = {
  slug: string;
  title: string;
  is_active: boolean;
  payment_method: string;
  fiat_currencies: string[];
  payment_options: { slug: string; title: string }[];
};

const balanceLogSpec = (slug: string): ListSpec => ({
  select: `t.id, t.created_at, t.kind, t.currency,
           CASE WHEN t.credit_account_id = a.id THEN t.credit_balance_after ELSE t.debit_balance_after END::text AS balance_after,
           CASE WHEN t.credit_account_id = a.id THEN t.amount ELSE -t.amount END::text AS change`,
  from: `ledger_accounts a JOIN ledger_transfers t ON t.credit_account_id = a.id OR t.debit_account_id = a.id`,
  where: ['a.partner_slug = $1'],
  params: [slug],
  filters: [
    { field: 'kind', type: 'string', column: 't.kind', match: 'exact', description: { en: 'Kind', ru: 'Вид' } },
    { field: 'created_at', type: 'datetime', column: 't.created_at', description: { en: 'Date', ru: 'Дата' } },
  ],
  sorts: { created_at: 't.created_at' },
  defaultOrder: 't.created_at DESC, t.id DESC',
  tiebreak: 't.id',
});

export const createPartnersService = ({ db, config }: AppDeps) => {
  // Adapters by kind; a partner system row names its adapter. The order engine routes through these.
  const adapters: Record<string, PartnerAdapter> = {
    sandbox: createSandboxPartner({ latencyMs: config.sandboxPartnerLatencyMs, failureRate: config.sandboxPartnerFailureRate }),
  };

  const hydrate = async (rows: PartnerRow[]): Promise<PartnerSystem[]> => {
    const flows = await db.query<{ partner_slug: string; id: string; name: string; fiat_currency: string; crypto_currency: string }>(
      `SELECT DISTINCT e.partner_slug, f.id, f.name, f.fiat_currency, f.crypto_currency FROM flow_executors e
         JOIN flows f ON f.id = e.flow_id WHERE e.partner_slug = ANY($1) AND f.deleted_at IS NULL`,
      [rows.map((row) => row.slug)],
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
  const select = 'SELECT slug, title, is_active, payment_method, fiat_currencies, payment_options FROM partner_systems';

  return {
    adapter: async (slug: string) => {
      const [row] = await db.query<{ adapter: string; is_active: boolean }>(
        'SELECT adapter, is_active FROM partner_systems WHERE slug = $1',
        [slug],
      );
      return row?.is_active ? (adapters[row.adapter] ?? null) : null;
    },
    list: async () => hydrate(await db.query<PartnerRow>(`${select} ORDER BY title`)),
    details: async (slug: string) => {
      const rows = await db.query<PartnerRow>(`${select} WHERE slug = $1`, [slug]);
      if (rows.length === 0) throw new AppError('not_found');
      return (await hydrate(rows))[0]!;
    },
    balanceLog: async (slug: string, query: z.output<typeof listQuerySchema>, { lang }: Localized) => {
      if ((await db.query('SELECT 1 FROM partner_systems WHERE slug = $1', [slug])).length === 0) throw new AppError('not_found');
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
