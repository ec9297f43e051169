import type { WebhookSlug } from '@paydesk/contract';
import type { Db, Sql } from '../../db/db';

/** Where a merchant's webhooks go: the URL, the sealed key, and the types turned off. */
export const findTarget = async (sql: Sql, merchantId: string) =>
  (
    await sql.query<{ url: string | null; signing_key: string | null; disabled: string[] }>(
      `SELECT s.url, s.signing_key,
              ARRAY(SELECT e.slug FROM webhook_event_settings e WHERE e.user_id = $1 AND e.is_disabled) AS disabled
         FROM (SELECT $1::uuid AS merchant_id) m LEFT JOIN webhook_settings s ON s.merchant_id = m.merchant_id`,
      [merchantId],
      { prepare: 'webhook_settings_target' },
    )
  )[0] ?? null;

export const setUrl = async (sql: Sql, merchantId: string, url: string) => {
  await sql.query(
    `INSERT INTO webhook_settings (merchant_id, url) VALUES ($1, $2) ON CONFLICT (merchant_id) DO UPDATE SET url = EXCLUDED.url`,
    [merchantId, url],
  );
};

/** Stores an already encrypted key. */
export const setSealedKey = async (sql: Sql, merchantId: string, sealed: string) => {
  await sql.query(
    `INSERT INTO webhook_settings (merchant_id, signing_key, signing_key_sealed) VALUES ($1, $2, true)
     ON CONFLICT (merchant_id) DO UPDATE SET signing_key = EXCLUDED.signing_key, signing_key_sealed = true`,
    [merchantId, sealed],
  );
};

/**
 * Encrypts the keys of rows written before they were kept sealed. Rows are locked, so two
 * processes starting at once cannot seal a key twice.
 */
export const sealLegacyKeys = (db: Db, seal: (value: string) => string) =>
  db.transaction(async (tx) => {
    const rows = await tx.query<{ merchant_id: string; signing_key: string }>(
      'SELECT merchant_id, signing_key FROM webhook_settings WHERE NOT signing_key_sealed AND signing_key IS NOT NULL FOR UPDATE',
    );
    for (const row of rows) {
      await tx.query('UPDATE webhook_settings SET signing_key = $2, signing_key_sealed = true WHERE merchant_id = $1', [
        row.merchant_id,
        seal(row.signing_key),
      ]);
    }
    return rows.length;
  });

export const listEventSettings = (sql: Sql, merchantId: string) =>
  sql.query<{ slug: WebhookSlug; is_disabled: boolean }>('SELECT slug, is_disabled FROM webhook_event_settings WHERE user_id = $1', [
    merchantId,
  ]);

export const saveEventSettings = async (sql: Sql, merchantId: string, settings: { slug: WebhookSlug; is_disabled: boolean }[]) => {
  for (const { slug, is_disabled } of settings) {
    await sql.query(
      `INSERT INTO webhook_event_settings (user_id, slug, is_disabled) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, slug) DO UPDATE SET is_disabled = EXCLUDED.is_disabled`,
      [merchantId, slug, is_disabled],
    );
  }
};
