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

/** An amount with its thousands apart and every decimal kept: the exact sum to send. */
export const exactAmount = (amount: string) => {
  const [integer = '', fraction] = amount.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/** Milliseconds left until `expiresAt`, by the server's clock (`offset` = server − this device). */
export const remainingMs = (expiresAt: string, offset: number, now = Date.now()) => Math.max(0, Date.parse(expiresAt) - (now + offset));

export const formatRemaining = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};
