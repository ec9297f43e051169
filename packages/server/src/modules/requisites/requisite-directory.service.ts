import type { Sql } from '../../db/db';
import { loadCatalogue } from './payment-catalogue.service';
import * as repo from './requisites.repository';

/** What the order engine asks of requisites: which a trader can use, and taking one. */

export type UsableRequisite = repo.UsableRequisiteRow & { bank: string | null };

/** A trader's active requisites for the currency and payment type, least recently used first, with their bank. */
export const usableRequisites = async (
  sql: Sql,
  traderId: string,
  currency: string,
  paymentType: string | null,
): Promise<UsableRequisite[]> => {
  const [rows, catalogue] = await Promise.all([repo.usableRequisites(sql, traderId, currency, paymentType), loadCatalogue(sql)]);
  return rows.map((row) => ({ ...row, bank: catalogue.option(row.payment_option)?.bank ?? null }));
};

/** The bank of a payment option: a pay-out's recipient names its option, and the option its bank. */
export const bankOfOption = async (sql: Sql, paymentOption: string) => (await loadCatalogue(sql)).option(paymentOption)?.bank ?? null;

/** Takes the requisite for an order; false when it was switched off meanwhile. */
export const claimRequisite = (sql: Sql, id: string) => repo.claimRequisite(sql, id);
