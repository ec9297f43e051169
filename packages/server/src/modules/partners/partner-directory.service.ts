import type { Sql } from '../../db/db';
import * as repo from './partners.repository';

/** The fiat currencies a partner system serves, or null when there is no such system. */
export const fiatCurrenciesOf = (sql: Sql, slug: string) => repo.fiatCurrenciesOf(sql, slug);
