/**
 * The rule checker shared by the web forms and the server: Laravel-style rules as the payment
 * options and restriction types declare them (`required`, `string`, `nullable`, `numeric`,
 * `integer`, `min:N`, `max:N`, `digits:N`, `regex:…`, `in:a,b`, `luhn`).
 */
export type RuleFailure = { rule: string; params: Record<string, string | number> };

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Luhn checksum of a digit string (bank card numbers). */
export const luhnValid = (digits: string) => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The first rule `value` breaks, or null. */
export const checkRules = (value: unknown, rules: readonly string[]): RuleFailure | null => {
  if (isEmpty(value)) return rules.includes('required') ? { rule: 'required', params: {} } : null;
  const text = typeof value === 'number' ? String(value) : value;
  const isText = typeof value === 'string';
  const numeric = rules.includes('numeric') || rules.includes('integer');
  for (const rule of rules) {
    const [name, ...rest] = rule.split(':');
    const arg = rest.join(':');
    switch (name) {
      case 'string':
        if (!isText) return { rule: 'string', params: {} };
        break;
      case 'numeric':
        if (typeof text !== 'string' || !DECIMAL.test(text)) return { rule: 'numeric', params: {} };
        break;
      case 'integer':
        if (typeof text !== 'string' || !/^-?\d+$/.test(text)) return { rule: 'integer', params: {} };
        break;
      case 'min':
        if (numeric ? Number(text) < Number(arg) : String(text).length < Number(arg)) {
          return { rule: numeric ? 'min_number' : 'min_string', params: { min: Number(arg) } };
        }
        break;
      case 'max':
        if (numeric ? Number(text) > Number(arg) : String(text).length > Number(arg)) {
          return { rule: numeric ? 'max_number' : 'max_string', params: { max: Number(arg) } };
        }
        break;
      case 'digits':
        if (!new RegExp(`^\\d{${Number(arg)}}$`).test(String(text))) return { rule: 'digits', params: { digits: Number(arg) } };
        break;
      case 'regex':
        if (!new RegExp(arg).test(String(text))) return { rule: 'format', params: {} };
        break;
      case 'in':
        if (!arg.split(',').includes(String(text))) return { rule: 'enum', params: { values: arg.split(',').join(', ') } };
        break;
      case 'luhn':
        if (!luhnValid(String(text))) return { rule: 'luhn', params: {} };
        break;
      default:
        break;
    }
  }
  return null;
};
