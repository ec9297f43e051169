import type { Currency } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import * as repo from './currencies.repository';

/** The currencies of a type that can be used today, in their display order. */
export const listCurrencies = (sql: Sql, type: Currency['type']) => repo.activeCurrencies(sql, type);

/** True when the code names an active currency of this type. */
export const isActiveCurrency = async (sql: Sql, code: string, type: Currency['type']) =>
  (await repo.findActiveCurrency(sql, code, type)) !== undefined;
