import { randomBytes } from 'node:crypto';

/** UUIDv7: time-ordered, so inserts stay local in indexes and no global sequence is needed. */
export const uuidv7 = (now = Date.now()): string => {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A random token of `bytes` bytes, base64url. 16 bytes = 128 bits. */
export const randomToken = (bytes = 16) => randomBytes(bytes).toString('base64url');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A short human-friendly code (no 0/O, 1/I). */
export const randomCode = (length = 10) => Array.from(randomBytes(length), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
