import type { RuleFailure } from '@paydesk/contract';
import type { MessageKey, Translate } from '../i18n/translate';

/** The rule names `checkRules` reports, with the texts the server uses for them (`validation.*`). */
const RULE_MESSAGES: Record<string, MessageKey> = {
  required: 'rules.required',
  string: 'rules.string',
  numeric: 'rules.numeric',
  integer: 'rules.integer',
  min_number: 'rules.minNumber',
  max_number: 'rules.maxNumber',
  min_string: 'rules.minString',
  max_string: 'rules.maxString',
  digits: 'rules.digits',
  format: 'rules.format',
  enum: 'rules.enum',
  luhn: 'rules.luhn',
  all_fields: 'details.rules.allFields',
};

/** The message of one broken rule, as the server would word it ("must be at least 0"). */
export const ruleMessage = (t: Translate, failure: RuleFailure) => t(RULE_MESSAGES[failure.rule] ?? 'rules.invalid', failure.params);

/** "Card number: must be exactly 16 digits", the server's "label: message" form. */
export const fieldMessage = (label: string, message: string) => `${label}: ${message}`;
