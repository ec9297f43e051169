import type { Currency } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export const activeCurrencies = (sql: Sql, type: Currency['type']) =>
  sql.query<Currency>(
    'SELECT code, name, type, scale::int AS scale, ratio_fraction::int AS ratio_fraction FROM currencies WHERE type = $1 AND is_active ORDER BY position, code',
    [type],
  );

export const findActiveCurrency = async (sql: Sql, code: string, type: Currency['type']) =>
  (await sql.query<{ name: string }>('SELECT name FROM currencies WHERE code = $1 AND type = $2 AND is_active', [code, type]))[0];
