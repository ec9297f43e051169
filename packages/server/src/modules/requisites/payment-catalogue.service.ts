import { checkRules, type Language, type PaymentMethods } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Localized } from '../../http/request-context';
import { isActiveCurrency } from '../currencies/currencies.service';
import * as repo from './payment-catalogue.repository';

type FieldErrors = Record<string, { key: string; params?: Record<string, string | number> }>;

export type PaymentDetailsInput = {
  currency: string;
  payment_type: string;
  payment_option: string;
  attributes: Record<string, string | number>;
};

const nameIn = (row: { name_en: string; name_ru: string }, lang: Language) => (lang === 'ru' ? row.name_ru : row.name_en);
const iconUrl = (icon: string) => `/icons/payment/${icon}.svg`;

// The catalogue is reference data written by migrations only; every order reads it, so it is kept briefly.
const CATALOGUE_TTL_MS = 60_000;
let cached: { at: number; rows: Promise<[repo.PaymentTypeRow[], repo.PaymentOptionRow[]]> } | null = null;

const catalogueRows = (sql: Sql) => {
  if (!cached || Date.now() - cached.at > CATALOGUE_TTL_MS) {
    const rows = Promise.all([repo.paymentTypeRows(sql), repo.paymentOptionRows(sql)]);
    cached = { at: Date.now(), rows };
    rows.catch(() => (cached = null));
  }
  return cached.rows;
};

/** Payment types and bank options (with their fields' rules): the catalogue every requisite and payout is checked against. */
export const loadCatalogue = async (sql: Sql) => {
  const [types, options] = await catalogueRows(sql);
  return {
    type: (slug: string) => types.find((row) => row.slug === slug),
    option: (slug: string) => options.find((row) => row.slug === slug),
    types,
    options,
  };
};

export type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

export const describePaymentType = (row: repo.PaymentTypeRow, { lang }: Localized) => ({
  slug: row.slug,
  name: nameIn(row, lang),
  image: { url: iconUrl(row.icon) },
});

export const describePaymentOption = (row: repo.PaymentOptionRow, { lang }: Localized) => ({ slug: row.slug, name: nameIn(row, lang) });

/** The bank of a payment option: its slug and its name in the language. Options are named "<bank> — <kind>". */
export const describeBank = (row: repo.PaymentOptionRow, { lang }: Localized) => ({
  slug: row.bank,
  name: nameIn(row, lang).split(' — ')[0]!,
});

export const paymentTypes = async (sql: Sql, context: Localized) =>
  (await repo.paymentTypeRows(sql)).map((row) => ({ ...describePaymentType(row, context), currencies: row.currencies }));

export const paymentOptions = async (sql: Sql, { lang }: Localized) =>
  (await repo.paymentOptionRows(sql)).map((row) => ({
    slug: row.slug,
    name: nameIn(row, lang),
    payment_type: row.payment_type,
    bank: row.bank,
    fields: row.fields.map((field) => field.name),
    names: Object.fromEntries(row.fields.map((field) => [field.name, lang === 'ru' ? field.title_ru : field.title_en])),
    validation_rules: Object.fromEntries(row.fields.map((field) => [field.name, field.rules])),
  }));

/**
 * What a pay-out in this fiat currency may name: its payment types, each type's options (banks)
 * and the recipient fields each option takes with their rules. Null for a currency the product
 * does not take.
 */
export const paymentMethodsOf = async (sql: Sql, currency: string, { lang }: Localized): Promise<PaymentMethods | null> => {
  if (!(await isActiveCurrency(sql, currency, 'fiat'))) return null;
  const catalogue = await loadCatalogue(sql);
  return {
    currency,
    payment_types: catalogue.types
      .filter((type) => type.currencies.includes(currency))
      .map((type) => ({
        slug: type.slug,
        name: nameIn(type, lang),
        options: catalogue.options
          .filter((option) => option.payment_type === type.slug)
          .map((option) => ({
            slug: option.slug,
            bank: option.bank,
            name: nameIn(option, lang),
            fields: option.fields.map((field) => ({
              name: field.name,
              title: lang === 'ru' ? field.title_ru : field.title_en,
              required: field.rules.includes('required'),
              rules: field.rules,
            })),
          })),
      })),
  };
};

/**
 * Checks payment details against the catalogue: a fiat currency, a payment type that takes it,
 * an option of that type, and every attribute by the option's rules. Answers the normalized
 * attributes; refuses with every failing field named.
 */
export const checkPaymentDetails = async (sql: Sql, input: PaymentDetailsInput) => {
  const bad: FieldErrors = {};
  const [known, catalogue] = await Promise.all([isActiveCurrency(sql, input.currency, 'fiat'), loadCatalogue(sql)]);
  if (!known) bad.currency = { key: 'unknown_currency', params: { kind: 'fiat' } };
  const type = catalogue.type(input.payment_type);
  if (!type) bad.payment_type = { key: 'unknown_option' };
  else if (!type.currencies.includes(input.currency)) bad.payment_type = { key: 'option_mismatch' };
  const option = catalogue.option(input.payment_option);
  if (!option) bad.payment_option = { key: 'unknown_option' };
  else if (option.payment_type !== input.payment_type) bad.payment_option = { key: 'option_mismatch' };
  const attributes: Record<string, string> = {};
  for (const field of option?.fields ?? []) {
    const raw = input.attributes[field.name];
    const value = raw === undefined ? '' : String(raw).trim();
    // Phones and card numbers are kept as digits: spaces, dashes and a leading + are typing.
    const digitsOnly = /digits|luhn|regex:\^\\d/.test(field.rules.join(' ')) ? value.replace(/[\s\-()+]/g, '') : value;
    const failure = checkRules(digitsOnly, field.rules);
    if (failure) bad[`attributes.${field.name}`] = { key: failure.rule, params: failure.params };
    attributes[field.name] = digitsOnly;
  }
  // Only the option's own fields are kept; anything else is named (the first one), not stored.
  const unknown = option ? Object.keys(input.attributes).find((name) => !option.fields.some((field) => field.name === name)) : undefined;
  if (unknown !== undefined) bad[`attributes.${unknown.slice(0, 64)}`] = { key: 'unknown_field' };
  if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);
  return attributes;
};
