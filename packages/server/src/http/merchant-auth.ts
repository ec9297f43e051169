import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../shared/crypto';
import { AppError } from './app-error';

export const MAX_CLOCK_SKEW_SECONDS = 300;

/** The merchant API's signature: lowercase hex HMAC-SHA256 of `<timestamp>.<METHOD>.<path with query>.<raw body>`. */
export const merchantSignature = (secret: string, timestamp: string, method: string, pathWithQuery: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${method.toUpperCase()}.${pathWithQuery}.${rawBody}`).digest('hex');

export type MerchantCredentials = (apiKey: string) => Promise<{ merchantId: string; secret: string } | null>;

declare module 'fastify' {
  interface FastifyRequest {
    merchantId: string | null;
    rawBody: string | undefined;
  }
}

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Authenticates every merchant API call: a fresh timestamp, a known key of an active merchant,
 * and a signature over the raw bytes received, compared in constant time. Each failure has its
 * own code, and none says anything about another merchant. Calls are throttled per key.
 */
export const createMerchantAuth = (credentials: MerchantCredentials, perSecond: number, now: () => number = Date.now) => {
  // Requests a key may make: a burst of twice the rate, refilled at the rate.
  const burst = perSecond * 2;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const take = (apiKey: string) => {
    const at = now();
    const bucket = buckets.get(apiKey) ?? { tokens: burst, at };
    bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
    bucket.at = at;
    buckets.set(apiKey, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };

  return async (req: FastifyRequest, reply: FastifyReply) => {
    const timestamp = header(req, 'x-timestamp');
    const seconds = timestamp !== undefined && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
    if (!Number.isFinite(seconds) || Math.abs(now() / 1000 - seconds) > MAX_CLOCK_SKEW_SECONDS) throw new AppError('stale_timestamp');
    const apiKey = header(req, 'x-api-key');
    if (!apiKey || apiKey.length > 200) throw new AppError('unknown_key');
    if (!take(apiKey)) {
      void reply.header('retry-after', '1');
      throw new AppError('rate_limited');
    }
    const merchant = await credentials(apiKey);
    if (!merchant) throw new AppError('unknown_key');
    const expected = merchantSignature(merchant.secret, timestamp!, req.method, req.url, req.rawBody ?? '');
    const given = header(req, 'x-signature') ?? '';
    if (!safeEqual(expected, given.toLowerCase())) throw new AppError('bad_signature');
    req.merchantId = merchant.merchantId;
  };
};
