import type { Sql } from '../../db/db';

export type PaymentTypeRow = { slug: string; name_en: string; name_ru: string; icon: string; currencies: string[] };
export type PaymentOptionField = { name: string; title_en: string; title_ru: string; rules: string[] };
export type PaymentOptionRow = {
  slug: string;
  payment_type: string;
  bank: string;
  name_en: string;
  name_ru: string;
  fields: PaymentOptionField[];
};

// The catalogue is small and read on every requisite answer: one prepared statement each.
export const paymentTypeRows = (sql: Sql) =>
  sql.query<PaymentTypeRow>('SELECT slug, name_en, name_ru, icon, currencies FROM payment_types ORDER BY position', [], {
    prepare: 'payment_types_all',
  });

export const paymentOptionRows = (sql: Sql) =>
  sql.query<PaymentOptionRow>('SELECT slug, payment_type, bank, name_en, name_ru, fields FROM payment_options ORDER BY position', [], {
    prepare: 'payment_options_all',
  });
