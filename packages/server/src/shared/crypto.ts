import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmac = (key: string | Buffer, value: string) => createHmac('sha256', key).update(value).digest('base64url');

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const derivedKeys = new Map<string, Buffer>();
/** One key per purpose, derived from the app secret once per process. */
const deriveKey = (secret: string, purpose: string) => {
  const id = `${purpose}\u0000${secret}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));
    // A handful of purposes per secret; a process that saw many secrets (tests) starts afresh.
    if (derivedKeys.size > 100) derivedKeys.clear();
    derivedKeys.set(id, key);
  }
  return key;
};

/** AES-256-GCM; the output is `iv.tag.ciphertext`, each base64url. */
export const encrypt = (secret: string, purpose: string, plaintext: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
};

export const decrypt = (secret: string, purpose: string, sealed: string) => {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
};
