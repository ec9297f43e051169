import {
  checkRules,
  compareDecimals,
  RESTRICTION_TYPE_SLUGS,
  RESTRICTION_TYPES,
  type Language,
  type Restriction,
  type RestrictionTypeSlug,
} from '@paydesk/contract';
import { AppError } from '../../http/app-error';
import { messages } from '../../http/messages';
import type { Localized } from '../../http/request-context';

type StoredValues = Record<string, string | null>;

const isDecimal = (value: string) => /^\d+(\.\d+)?$/.test(value);

/** A restriction type in the spec's shape, with the values stored for it (or none). */
export const describeRestriction = (
  slug: RestrictionTypeSlug,
  lang: Language,
  stored?: { values: StoredValues; is_active: boolean },
): Restriction => {
  const rules = RESTRICTION_TYPES[slug] as Record<string, readonly string[]>;
  const fields = Object.keys(rules);
  const text = messages(lang);
  return {
    type: { slug, title: text.restrictionTypes[slug] },
    fields,
    names: Object.fromEntries(fields.map((field) => [field, text.restrictionFields[field] ?? field])),
    validation_rules: Object.fromEntries(fields.map((field) => [field, [...rules[field]!]])),
    value: Object.fromEntries(fields.map((field) => [field, stored?.values[field] ?? null])),
    is_active: stored?.is_active ?? false,
  };
};

/** Every restriction type, empty: what a form offers. */
export const restrictionTypes = ({ lang }: Localized) => RESTRICTION_TYPE_SLUGS.map((slug) => describeRestriction(slug, lang));

/**
 * Checks every field of every restriction by its type's rules and normalizes it: blank values
 * become null, numbers become decimal strings. Errors are keyed `<path>.<index>.value.<field>`.
 */
export const normalizeRestrictions = (
  list: { type: RestrictionTypeSlug; value: Record<string, string | number | null> }[],
  path: string,
): { type: RestrictionTypeSlug; values: StoredValues }[] => {
  const bad: Record<string, { key: string; params?: Record<string, string | number> }> = {};
  const normalized = list.map((item, index) => {
    const rules = RESTRICTION_TYPES[item.type] as Record<string, readonly string[]>;
    const values: StoredValues = {};
    for (const field of Object.keys(item.value)) if (!(field in rules)) bad[`${path}.${index}.value.${field}`] = { key: 'unknown_field' };
    for (const [field, fieldRules] of Object.entries(rules)) {
      const raw = item.value[field];
      const text = raw === undefined || raw === null ? null : String(raw).trim();
      const failure = checkRules(text === '' ? null : text, fieldRules);
      if (failure) bad[`${path}.${index}.value.${field}`] = { key: failure.rule, params: failure.params };
      values[field] = text === '' ? null : text;
    }
    // A restriction in use has every field filled (the spec's "All fields must be filled"); one left wholly empty is not in use.
    const blank = Object.keys(rules).filter((field) => values[field] === null);
    if (blank.length > 0 && blank.length < Object.keys(rules).length) {
      for (const field of blank) bad[`${path}.${index}.value.${field}`] ??= { key: 'all_fields' };
    }
    const range = values.min && values.max && isDecimal(values.min) && isDecimal(values.max);
    if (range && compareDecimals(values.min!, values.max!) > 0) bad[`${path}.${index}.value.max`] = { key: 'fee_min_max' };
    return { type: item.type, values };
  });
  const seen = new Set<string>();
  list.forEach((item, index) => {
    if (seen.has(item.type)) bad[`${path}.${index}.type`] = { key: 'duplicate_type' };
    seen.add(item.type);
  });
  if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);
  return normalized;
};
