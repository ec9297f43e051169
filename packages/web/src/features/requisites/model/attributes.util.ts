/** Spaces, dashes, brackets and a leading + are how people type numbers, not part of them. */
const TYPING = /[\s\-()+]/g;

/** Rules that make a field a number written as digits (card, phone, account): the server strips typing from those. */
export const isDigitField = (rules: readonly string[]) => /digits|luhn|regex:\^\\d/.test(rules.join(' '));

/** The value as the server will store it: trimmed, and digits only for digit fields. */
export const normalizeAttribute = (value: string, rules: readonly string[]) => {
  const trimmed = value.trim();
  return isDigitField(rules) ? trimmed.replace(TYPING, '') : trimmed;
};

/** A card number is shown only when it has 16 digits, in groups of four. */
export const formatCardNumber = (value: string | undefined) => {
  if (!value || !/^\d{16}$/.test(value)) return null;
  return value.replace(/(\d{4})(?=\d)/g, '$1 ');
};

/** A phone is shown only with 10 to 15 digits; a Russian number (11 digits from 7 or 8) as +7 XXX XXX-XX-XX. */
export const formatPhone = (value: string | undefined) => {
  if (!value || !/^\d{10,15}$/.test(value)) return null;
  if (/^[78]\d{10}$/.test(value)) return `+7 ${value.slice(1, 4)} ${value.slice(4, 7)}-${value.slice(7, 9)}-${value.slice(9)}`;
  return value;
};

/** The lines a requisite row shows: the holder, then the card, phone or account it pays to. */
export const attributeLines = (attributes: Readonly<Record<string, string>>) => {
  const lines: { key: string; value: string }[] = [];
  const holder = attributes.holder ?? attributes.recipient;
  if (holder) lines.push({ key: 'holder', value: holder });
  const card = formatCardNumber(attributes.card_number);
  if (card) lines.push({ key: 'card_number', value: card });
  const phone = formatPhone(attributes.phone);
  if (phone) lines.push({ key: 'phone', value: phone });
  const account = attributes.account_number ?? attributes.correspondent_account;
  if (account) lines.push({ key: attributes.account_number ? 'account_number' : 'correspondent_account', value: account });
  return lines;
};
