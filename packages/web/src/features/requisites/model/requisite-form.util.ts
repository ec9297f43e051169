import { checkRules, type Requisite } from '@paydesk/contract';
import type { Translate } from '../../../shared/i18n/translate';
import { ruleMessage } from '../../../shared/rules/rule-message';
import { normalizeAttribute } from './attributes.util';
import type { PaymentOption } from './requisite-types';

/** What the requisite form holds. */
export type RequisiteDraft = {
  name: string;
  currency: string | null;
  payment_type: string | null;
  payment_option: string | null;
  attributes: Record<string, string>;
  /** The owning trader: admins pick one when creating. */
  user_uuid: string | null;
  is_active: boolean;
};

/** Messages by field: `name`, `currency`, `payment_type`, `payment_option`, `user_uuid`, `attributes.<name>`. */
export type RequisiteErrors = Record<string, string>;

export const attributeKey = (name: string) => `attributes.${name}`;

export const newRequisiteDraft = (): RequisiteDraft => ({
  name: '',
  currency: null,
  payment_type: null,
  payment_option: null,
  attributes: {},
  user_uuid: null,
  is_active: true,
});

export const draftOfRequisite = (requisite: Requisite): RequisiteDraft => ({
  name: requisite.name,
  currency: requisite.currency.code,
  payment_type: requisite.payment_type.slug,
  payment_option: requisite.payment_option.slug,
  attributes: { ...requisite.attributes },
  user_uuid: requisite.user.uuid,
  is_active: requisite.is_active,
});

/**
 * The spec's checks: a name, a currency, a payment type and option, and every field of the
 * option by its rules (the same checker as the server, after the same normalization).
 */
export const validateRequisite = (
  draft: RequisiteDraft,
  option: PaymentOption | undefined,
  t: Translate,
  { needsOwner }: { needsOwner: boolean },
): RequisiteErrors => {
  const errors: RequisiteErrors = {};
  if (!draft.name.trim()) errors.name = t('requisites.error.name');
  if (!draft.currency) errors.currency = t('requisites.error.currency');
  if (!draft.payment_type) errors.payment_type = t('requisites.error.type');
  if (!draft.payment_option) errors.payment_option = t('requisites.error.option');
  if (needsOwner && !draft.user_uuid) errors.user_uuid = t('requisites.error.owner');
  for (const field of option?.fields ?? []) {
    const rules = option?.validation_rules[field] ?? [];
    const failure = checkRules(normalizeAttribute(draft.attributes[field] ?? '', rules), rules);
    if (failure) errors[attributeKey(field)] = ruleMessage(t, failure);
  }
  return errors;
};

/** Name, codes and slugs, the option's attributes normalized, and the active flag. */
export const toRequisiteBody = (draft: RequisiteDraft, option: PaymentOption) => ({
  name: draft.name.trim(),
  currency: draft.currency ?? '',
  payment_type: draft.payment_type ?? '',
  payment_option: option.slug,
  attributes: Object.fromEntries(
    option.fields.map((field) => [field, normalizeAttribute(draft.attributes[field] ?? '', option.validation_rules[field] ?? [])]),
  ),
  is_active: draft.is_active,
});
