import type { Sql } from '../../db/db';

export type PartnerRow = {
  slug: string;
  title: string;
  is_active: boolean;
  adapter: string;
  base_url: string | null;
  payment_method: string;
  fiat_currencies: string[];
  payment_options: { slug: string; title: string }[];
};

/** What calling a partner takes: its kind, address and sealed keys. Never leaves the server. */
export type PartnerAccess = {
  slug: string;
  adapter: string;
  is_active: boolean;
  base_url: string | null;
  api_key: string | null;
  secret_key: string | null;
  notification_key: string | null;
};

export type PartnerHealthRow = {
  partner_slug: string;
  failures: number;
  last_error: string | null;
  last_failed_at: Date | null;
  paused_until: Date | null;
};

const SELECT = 'SELECT slug, title, is_active, adapter, base_url, payment_method, fiat_currencies, payment_options FROM partner_systems';

export const allPartners = (sql: Sql) => sql.query<PartnerRow>(`${SELECT} ORDER BY title`);

export const findPartner = async (sql: Sql, slug: string) => (await sql.query<PartnerRow>(`${SELECT} WHERE slug = $1`, [slug]))[0];

export const accessOf = async (sql: Sql, slug: string) =>
  (
    await sql.query<PartnerAccess>(
      'SELECT slug, adapter, is_active, base_url, api_key, secret_key, notification_key FROM partner_systems WHERE slug = $1',
      [slug],
    )
  )[0];

export const activeSlugs = async (sql: Sql) =>
  (await sql.query<{ slug: string }>('SELECT slug FROM partner_systems WHERE is_active ORDER BY slug')).map((row) => row.slug);

export const insertPartner = async (
  sql: Sql,
  row: Omit<PartnerAccess, 'is_active'> & Pick<PartnerRow, 'title' | 'payment_method' | 'fiat_currencies' | 'payment_options'>,
) =>
  (
    await sql.query<PartnerRow>(
      `INSERT INTO partner_systems (slug, title, adapter, base_url, api_key, secret_key, notification_key, payment_method, fiat_currencies, payment_options)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING slug, title, is_active, adapter, base_url, payment_method, fiat_currencies, payment_options`,
      [
        row.slug,
        row.title,
        row.adapter,
        row.base_url,
        row.api_key,
        row.secret_key,
        row.notification_key,
        row.payment_method,
        row.fiat_currencies,
        JSON.stringify(row.payment_options),
      ],
    )
  )[0]!;

export const fiatCurrenciesOf = async (sql: Sql, slug: string) =>
  (await sql.query<{ fiat_currencies: string[] }>('SELECT fiat_currencies FROM partner_systems WHERE slug = $1', [slug]))[0]
    ?.fiat_currencies ?? null;

export const slugsOfUser = async (sql: Sql, userId: string) =>
  (await sql.query<{ slug: string }>('SELECT slug FROM partner_systems WHERE user_id = $1 ORDER BY slug', [userId])).map((row) => row.slug);

export const userOfSystem = async (sql: Sql, slug: string) =>
  (await sql.query<{ user_id: string | null }>('SELECT user_id FROM partner_systems WHERE slug = $1', [slug]))[0]?.user_id ?? null;

export const healthOf = (sql: Sql, slugs: string[]) =>
  sql.query<PartnerHealthRow>(
    'SELECT partner_slug, failures, last_error, last_failed_at, paused_until FROM partner_health WHERE partner_slug = ANY($1)',
    [slugs],
  );

/**
 * One more failure in a row. From the `threshold`-th on, the partner is skipped for a pause that
 * starts at `pauseMs` and doubles with each failure after one (the trial once a pause ran out), up to `maxPauseMs`.
 */
export const recordFailure = async (
  sql: Sql,
  slug: string,
  error: string,
  policy: { threshold: number; pauseMs: number; maxPauseMs: number },
) =>
  (
    await sql.query<PartnerHealthRow>(
      `INSERT INTO partner_health AS h (partner_slug, failures, last_error, last_failed_at, paused_until, pause_ms)
       VALUES ($1, 1, $2, now(), CASE WHEN $3::int <= 1 THEN now() + make_interval(secs => $4::int / 1000.0) END, CASE WHEN $3::int <= 1 THEN $4::int END)
       ON CONFLICT (partner_slug) DO UPDATE SET
         failures = h.failures + 1,
         last_error = EXCLUDED.last_error,
         last_failed_at = EXCLUDED.last_failed_at,
         pause_ms = CASE WHEN h.failures + 1 < $3::int THEN h.pause_ms
                         WHEN h.pause_ms IS NULL THEN $4::int ELSE least(h.pause_ms * 2, $5::int) END,
         paused_until = CASE WHEN h.failures + 1 < $3::int THEN h.paused_until
                             ELSE now() + make_interval(secs => (CASE WHEN h.pause_ms IS NULL THEN $4::int ELSE least(h.pause_ms * 2, $5::int) END) / 1000.0) END
       RETURNING partner_slug, failures, last_error, last_failed_at, paused_until`,
      [slug, error.slice(0, 500), policy.threshold, policy.pauseMs, policy.maxPauseMs],
    )
  )[0]!;

/** A call that worked closes the breaker; the last error stays to be read. */
export const recordSuccess = (sql: Sql, slug: string) =>
  sql.query('UPDATE partner_health SET failures = 0, paused_until = NULL, pause_ms = NULL WHERE partner_slug = $1 AND failures > 0', [
    slug,
  ]);

export const pausedUntil = async (sql: Sql, slug: string) =>
  (
    await sql.query<{ paused_until: Date }>('SELECT paused_until FROM partner_health WHERE partner_slug = $1 AND paused_until > now()', [
      slug,
    ])
  )[0]?.paused_until ?? null;

export const recordBalance = (sql: Sql, slug: string, currency: string, balance: string) =>
  sql.query('INSERT INTO partner_balance_log (partner_slug, currency, balance) VALUES ($1, $2, $3)', [slug, currency, balance]);

/** The last balance the partner's balance call answered, in minor units at `scale`, or null when never asked. */
export const lastBalance = async (sql: Sql, slug: string, scale: number) => {
  const [row] = await sql.query<{ minor: string }>(
    `SELECT trunc(balance * power(10::numeric, $2::int))::bigint::text AS minor FROM partner_balance_log
      WHERE partner_slug = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [slug, scale],
  );
  return row ? BigInt(row.minor) : null;
};
