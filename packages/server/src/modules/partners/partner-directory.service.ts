import type { Sql } from '../../db/db';
import * as repo from './partners.repository';

/** The fiat currencies a partner system serves, or null when there is no such system. */
export const fiatCurrenciesOf = (sql: Sql, slug: string) => repo.fiatCurrenciesOf(sql, slug);

/** The partner systems a partner user works for: it sees the orders they served. */
export const partnerSlugsOf = (sql: Sql, userId: string) => repo.slugsOfUser(sql, userId);

/** The partner user a partner system works for, if any: it hears of the system's orders live. */
export const partnerUserOf = (sql: Sql, slug: string) => repo.userOfSystem(sql, slug);

/** What a partner system answers the routing engine and the status poll. */
export type { PartnerAdapter, PartnerOrderStatus } from './partner-adapter';

/** A partner's answer that refuses one order: the engine moves on and records the partner's words. */
export { PartnerRefusedError } from './partner-adapter';

/** Every partner system with the fiat currencies and payment types it offers. */
export const partnerOfferings = (sql: Sql) => repo.allPartners(sql);
