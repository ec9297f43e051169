import { VALIDATION_MESSAGES, type Language, type ValidationMessageKey } from '@paydesk/contract';

/** The dictionary keys of the rule checker's failures, and the server's validation text each one shows. */
const RULE_KEYS = {
  'rules.required': 'required',
  'rules.string': 'string',
  'rules.numeric': 'numeric',
  'rules.integer': 'integer',
  'rules.minNumber': 'min_number',
  'rules.maxNumber': 'max_number',
  'rules.minString': 'min_string',
  'rules.maxString': 'max_string',
  'rules.digits': 'digits',
  'rules.format': 'format',
  'rules.enum': 'enum',
  'rules.luhn': 'luhn',
  'rules.invalid': 'invalid',
} as const satisfies Record<string, ValidationMessageKey>;

/** The same words before a form is sent as in the server's answer after: both read the contract's texts. */
export const ruleTexts = (lang: Language) =>
  Object.fromEntries(Object.entries(RULE_KEYS).map(([key, rule]) => [key, VALIDATION_MESSAGES[rule][lang]])) as Record<
    keyof typeof RULE_KEYS,
    string
  >;
