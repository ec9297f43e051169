/** A card number in groups of four, as it is printed on the card. */
export const groupCardNumber = (value: string) =>
  value
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** A phone number as people dial it: a plus before an international number. */
export const formatPhone = (value: string) => {
  const digits = value.replace(/[^\d]/g, '');
  if (digits.length === 11 && digits.startsWith('7'))
    return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
  return value.startsWith('+') ? value : `+${digits}`;
};

/**
 * An amount to send or check by eye: thousands apart by a narrow space in every language (a comma
 * could be read as the decimal point), every decimal kept.
 */
export const exactGroupedAmount = (amount: string) => {
  const [integer = '', fraction] = amount.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};
