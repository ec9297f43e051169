import type { Sql } from '../../db/db';
import { loadCatalogue } from './payment-catalogue.service';
import * as repo from './requisites.repository';

/** What the order engine asks of requisites: which a trader can use, and taking one. */

export type UsableRequisite = repo.UsableRequisiteRow & { bank: string | null };

/** Each trader's active requisites for the currency and payment type, with their bank, in one query whatever the number of traders. */
export const usableRequisites = async (
  sql: Sql,
  traderIds: string[],
  currency: string,
  paymentType: string | null,
): Promise<Map<string, UsableRequisite[]>> => {
  const byTrader = new Map<string, UsableRequisite[]>();
  if (traderIds.length === 0) return byTrader;
  const [rows, catalogue] = await Promise.all([repo.usableRequisites(sql, traderIds, currency, paymentType), loadCatalogue(sql)]);
  for (const { user_id: traderId, ...row } of rows) {
    byTrader.set(traderId, [...(byTrader.get(traderId) ?? []), { ...row, bank: catalogue.option(row.payment_option)?.bank ?? null }]);
  }
  return byTrader;
};

/** The bank of a payment option: a pay-out's recipient names its option, and the option its bank. */
export const bankOfOption = async (sql: Sql, paymentOption: string) => (await loadCatalogue(sql)).option(paymentOption)?.bank ?? null;

/** Takes the requisite for an order; false when it was switched off meanwhile. */
export const claimRequisite = (sql: Sql, id: string) => repo.claimRequisite(sql, id);

/** The last four digits of each field that names where money lands: what a bank text's "*1234" refers to. */
const tailsOfAttributes = (attributes: Record<string, string>) =>
  repo.IDENTIFYING_FIELDS.flatMap((field) => {
    const digits = String(attributes[field] ?? '').replace(/\D/g, '');
    return digits.length >= 4 ? [digits.slice(-4)] : [];
  });

export type OwnedRequisite = { id: string; name: string; bank: string | null; tails: string[] };

/** Of these ids, the user's own requisites with their bank and tails; the others are left out. */
export const ownedRequisites = async (sql: Sql, userId: string, ids: string[]): Promise<OwnedRequisite[]> => {
  if (ids.length === 0) return [];
  const [rows, catalogue] = await Promise.all([repo.requisitesOfOwner(sql, userId, ids), loadCatalogue(sql)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    bank: catalogue.option(row.payment_option)?.bank ?? null,
    tails: tailsOfAttributes(row.attributes),
  }));
};

/** Switches requisites off at once (the bank blocked the account); answers the ones that were on. */
export const switchOffRequisites = (sql: Sql, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : repo.switchOffRequisites(sql, ids);
