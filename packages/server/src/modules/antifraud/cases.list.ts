import {
  ANTI_FRAUD_EFFECT_SLUGS,
  ANTI_FRAUD_EFFECTS,
  ANTI_FRAUD_FIGURES,
  ANTI_FRAUD_RULE_SLUGS,
  ANTI_FRAUD_RULES,
  ANTI_FRAUD_TARGET_TYPES,
  type AntiFraudCase,
  type Language,
} from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import type { CaseRow } from './antifraud.repository';

/** A case as listed: its row and the names of its target and of the admin who released it. */
export type CaseListRow = CaseRow & { target_name: string | null; merchant_name: string | null; released_by_name: string | null };

const TARGET_WORDS = {
  customer: { en: 'Customer', ru: 'Клиент' },
  trader: { en: 'Trader', ru: 'Трейдер' },
  requisite: { en: 'Requisite', ru: 'Реквизит' },
  merchant: { en: 'Merchant', ru: 'Мерчант' },
} as const;

const label = (words: { en: string; ru: string }) => ({ en: words.en, ru: words.ru });

/** Every case, newest first, with the names shown beside it; filters by rule, target, effect and whether it is released. */
export const casesListSpec = (): ListSpec => ({
  select: `c.id, c.rule, c.target_type, c.target_key, c.target_user_id, c.target_requisite_id, c.merchant_id, c.customer_id, c.effect,
           c.effect_until, c.evidence, c.released_at, c.released_by, c.created_at,
           COALESCE(tu.username, r.name) AS target_name, m.username AS merchant_name, rb.username AS released_by_name`,
  from: `anti_fraud_cases c
         LEFT JOIN users tu ON tu.id = c.target_user_id AND c.target_type IN ('trader', 'merchant')
         LEFT JOIN requisites r ON r.id = c.target_requisite_id
         LEFT JOIN users m ON m.id = c.merchant_id
         LEFT JOIN users rb ON rb.id = c.released_by`,
  filters: [
    {
      field: 'rule',
      type: 'enum',
      column: 'c.rule',
      description: label({ en: 'Rule', ru: 'Правило' }),
      values: (lang) => ANTI_FRAUD_RULE_SLUGS.map((slug) => ({ slug, title: ANTI_FRAUD_RULES[slug][lang] })),
    },
    {
      field: 'target_type',
      type: 'enum',
      column: 'c.target_type',
      description: label({ en: 'Target', ru: 'Цель' }),
      values: (lang) => ANTI_FRAUD_TARGET_TYPES.map((slug) => ({ slug, title: TARGET_WORDS[slug][lang] })),
    },
    {
      field: 'target',
      type: 'string',
      column: '',
      description: label({ en: 'Customer, trader or requisite', ru: 'Клиент, трейдер или реквизит' }),
      condition: (value) =>
        `(c.customer_id ILIKE '%' || ${value} || '%' OR tu.username ILIKE '%' || ${value} || '%' OR r.name ILIKE '%' || ${value} || '%')`,
    },
    {
      field: 'effect',
      type: 'enum',
      column: 'c.effect',
      description: label({ en: 'Effect', ru: 'Действие' }),
      values: (lang) => ANTI_FRAUD_EFFECT_SLUGS.map((slug) => ({ slug, title: ANTI_FRAUD_EFFECTS[slug][lang] })),
    },
    { field: 'is_approved', type: 'boolean', column: '(c.released_at IS NOT NULL)', description: label({ en: 'Released', ru: 'Снят' }) },
    { field: 'created_at', type: 'datetime', column: 'c.created_at', description: label({ en: 'Created', ru: 'Создан' }) },
  ],
  sorts: { created_at: 'c.created_at', rule: 'c.rule', approved_at: 'c.released_at' },
  defaultOrder: 'c.created_at DESC, c.id DESC',
  tiebreak: 'c.id',
});

const FIGURE_ORDER = Object.keys(ANTI_FRAUD_FIGURES);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A case for the screen, in the reader's words. */
export const toCase = (row: CaseListRow, lang: Language): AntiFraudCase => ({
  guid: row.id,
  created_at: row.created_at.toISOString(),
  rule: { slug: row.rule, title: ANTI_FRAUD_RULES[row.rule]?.[lang] ?? row.rule },
  target: {
    type: row.target_type,
    username: row.target_type === 'customer' ? (row.customer_id ?? row.target_key) : (row.target_name ?? row.target_key),
    uuid: row.target_type === 'requisite' ? row.target_requisite_id : row.target_user_id,
    merchant: row.target_type === 'customer' && row.merchant_name ? { username: row.merchant_name } : null,
  },
  effect: { slug: row.effect, title: ANTI_FRAUD_EFFECTS[row.effect][lang], until: iso(row.effect_until) },
  evidence: {
    // jsonb keeps its keys in its own order: shown in the order the figures are declared.
    figures: Object.entries(row.evidence.figures)
      .sort(([a], [b]) => FIGURE_ORDER.indexOf(a) - FIGURE_ORDER.indexOf(b))
      .map(([key, value]) => ({
        key,
        title: (ANTI_FRAUD_FIGURES as Record<string, { en: string; ru: string }>)[key]?.[lang] ?? key,
        value: String(value),
      })),
    orders: row.evidence.orders,
  },
  is_approved: row.released_at !== null,
  approved_at: iso(row.released_at),
  approved_by: row.released_by_name ? { username: row.released_by_name } : null,
});
