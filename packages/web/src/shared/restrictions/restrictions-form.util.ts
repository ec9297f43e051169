import { splitFieldMessages } from '../ui/form/server-errors';
import { checkRules, type Restriction, RESTRICTION_TYPE_SLUGS, type RestrictionTypeSlug, type RuleFailure } from '@paydesk/contract';

/** What the form holds: the text of every field of every restriction type, by type slug then field. */
export type RestrictionDraft = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** One field that breaks a rule of its type. */
export type RestrictionIssue = { type: string; field: string; failure: RuleFailure };

/** One restriction as the server takes it: blanks are null, and every restriction sent is active. */
export type RestrictionEntry = { type: RestrictionTypeSlug; value: Record<string, string | null>; is_active: true };

const isKnownType = (slug: string): slug is RestrictionTypeSlug => (RESTRICTION_TYPE_SLUGS as readonly string[]).includes(slug);

const blankToNull = (text: string | undefined) => {
  const value = (text ?? '').trim();
  return value === '' ? null : value;
};

export const draftOf = (restrictions: readonly Restriction[]): RestrictionDraft =>
  Object.fromEntries(
    restrictions.map((restriction) => [
      restriction.type.slug,
      Object.fromEntries(restriction.fields.map((field) => [field, restriction.value[field] ?? ''])),
    ]),
  );

export const setDraftValue = (draft: RestrictionDraft, type: string, field: string, value: string): RestrictionDraft => ({
  ...draft,
  [type]: { ...draft[type], [field]: value },
});

/**
 * Every field checked against its type's validation rules, in the order the form shows them; a
 * restriction in use needs all its fields ("All fields must be filled"), one left empty is not used.
 */
export const checkDraft = (restrictions: readonly Restriction[], draft: RestrictionDraft): RestrictionIssue[] =>
  restrictions.flatMap((restriction) => {
    const values = restriction.fields.map((field) => blankToNull(draft[restriction.type.slug]?.[field]));
    const partlyFilled = values.some((value) => value === null) && values.some((value) => value !== null);
    return restriction.fields.flatMap((field, index) => {
      if (partlyFilled && values[index] === null)
        return [{ type: restriction.type.slug, field, failure: { rule: 'all_fields', params: {} } }];
      const failure = checkRules(values[index], restriction.validation_rules[field] ?? []);
      return failure ? [{ type: restriction.type.slug, field, failure }] : [];
    });
  });

/** The restrictions to send: blank values become null and a restriction with every field empty is left out. */
export const toEntries = (restrictions: readonly Restriction[], draft: RestrictionDraft): RestrictionEntry[] =>
  restrictions.flatMap((restriction) => {
    const slug = restriction.type.slug;
    if (!isKnownType(slug)) return [];
    const value = Object.fromEntries(restriction.fields.map((field) => [field, blankToNull(draft[slug]?.[field])]));
    if (Object.values(value).every((item) => item === null)) return [];
    return [{ type: slug, value, is_active: true as const }];
  });

/** The form's `type.field` of a server path (`restrictions.0.value.max`): the index is the position in the list that was sent. */
export const restrictionFieldOf = (sent: readonly RestrictionEntry[]) => (path: string) => {
  const match = /^\w+\.(\d+)\.value\.(\w+)$/.exec(path);
  const entry = match ? sent[Number(match[1])] : undefined;
  return match && entry ? `${entry.type}.${match[2]}` : null;
};

/** The server's field errors by `type.field`; anything else is kept under `general`. */
export const serverIssues = (fields: Readonly<Record<string, string>>, sent: readonly RestrictionEntry[]) => {
  const { fields: byField, unplaced } = splitFieldMessages(fields, { shows: () => true, mapPath: restrictionFieldOf(sent) });
  return { byField, general: unplaced.map(([, message]) => message) };
};
