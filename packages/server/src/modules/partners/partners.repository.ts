import type { Sql } from '../../db/db';

export type PartnerRow = {
  slug: string;
  title: string;
  is_active: boolean;
  payment_method: string;
  fiat_currencies: string[];
  payment_options: { slug: string; title: string }[];
};

const SELECT = 'SELECT slug, title, is_active, payment_method, fiat_currencies, payment_options FROM partner_systems';

export const allPartners = (sql: Sql) => sql.query<PartnerRow>(`${SELECT} ORDER BY title`);

export const findPartner = async (sql: Sql, slug: string) => (await sql.query<PartnerRow>(`${SELECT} WHERE slug = $1`, [slug]))[0];

export const adapterOf = async (sql: Sql, slug: string) =>
  (await sql.query<{ adapter: string; is_active: boolean }>('SELECT adapter, is_active FROM partner_systems WHERE slug = $1', [slug]))[0];

export const fiatCurrenciesOf = async (sql: Sql, slug: string) =>
  (await sql.query<{ fiat_currencies: string[] }>('SELECT fiat_currencies FROM partner_systems WHERE slug = $1', [slug]))[0]
    ?.fiat_currencies ?? null;

export const slugsOfUser = async (sql: Sql, userId: string) =>
  (await sql.query<{ slug: string }>('SELECT slug FROM partner_systems WHERE user_id = $1 ORDER BY slug', [userId])).map((row) => row.slug);

export const userOfSystem = async (sql: Sql, slug: string) =>
  (await sql.query<{ user_id: string | null }>('SELECT user_id FROM partner_systems WHERE slug = $1', [slug]))[0]?.user_id ?? null;
