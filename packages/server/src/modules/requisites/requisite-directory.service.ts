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
