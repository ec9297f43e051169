import type { ConfigSnapshot } from '../db/config-snapshot';
import { createHash, createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../shared/crypto';
import { AppError } from './app-error';

export const MAX_CLOCK_SKEW_SECONDS = 300;

/** A short, stable name for an API key in the logs: enough to tell keys apart, useless to call with. */
export const keyIdOf = (apiKey: string) => createHash('sha256').update(apiKey).digest('hex').slice(0, 12);

/** The merchant API's signature: lowercase hex HMAC-SHA256 of `<timestamp>.<METHOD>.<path with query>.<raw body>`. */
export const merchantSignature = (secret: string, timestamp: string, method: string, pathWithQuery: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${method.toUpperCase()}.${pathWithQuery}.${rawBody}`).digest('hex');

/** The merchant behind a key: its id and secret, `inactive` for a key of a merchant who may not call now, null for no such key. */
export type MerchantCredentials = (
  apiKey: string,
) => Promise<{ merchantId: string; secret: string; configuration: ConfigSnapshot } | 'inactive' | null>;

declare module 'fastify' {
  interface FastifyRequest {
    merchantId: string | null;
    /** The configuration as of this call, read by its authentication; the handler reads through it. */
    configuration: ConfigSnapshot | null;
    rawBody: string | undefined;
  }
}

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Token buckets by name, refilled at `perSecond` with a burst of `burst`; the map is bounded, forgetting the idlest first. */
export const createBuckets = (perSecond: number, burst: number, now: () => number, max = 50_000) => {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refilled = (name: string, at: number) => {
    const bucket = buckets.get(name) ?? { tokens: burst, at };
    bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * perSecond);
    bucket.at = at;
    // Re-inserted last: the map's first entries are the ones touched longest ago.
    buckets.delete(name);
    buckets.set(name, bucket);
    if (buckets.size > max) buckets.delete(buckets.keys().next().value!);
    return bucket;
  };
  return {
    /** Takes one token; false when none is left. */
    take: (name: string) => {
      const bucket = refilled(name, now());
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** True while the bucket has a token, without taking it. */
    has: (name: string) => (buckets.has(name) ? refilled(name, now()).tokens >= 1 : true),
    get size() {
      return buckets.size;
    },
  };
};

/** Failed authentications one address may make per second (a burst of twice that), on a budget of its own. */
export const FAILURES_PER_ADDRESS_PER_SECOND = 10;
/** An unknown key is remembered this long, so that random keys do not each cost a database read. */
const UNKNOWN_KEY_TTL_MS = 5_000;

/**
 * Authenticates every merchant API call: a fresh timestamp, a known key of an active merchant,
 * and a signature over the raw bytes received, compared in constant time. Each failure has its
 * own code, and none says anything about another merchant. A key's rate budget is charged only
 * once its signature is checked, so that whoever merely knows a key (it travels in clear) cannot
 * spend the merchant's budget; failures are charged to the caller's address instead, and an
 * address past its failure budget is refused before any lookup. Every limiter is bounded.
 */
export const createMerchantAuth = (credentials: MerchantCredentials, perSecond: number, now: () => number = Date.now) => {
  const perKey = createBuckets(perSecond, perSecond * 2, now);
  const failures = createBuckets(FAILURES_PER_ADDRESS_PER_SECOND, FAILURES_PER_ADDRESS_PER_SECOND * 2, now);
  const unknownKeys = new Map<string, number>();

  const refuse = (reply: FastifyReply) => {
    void reply.header('retry-after', '1');
    return new AppError('rate_limited');
  };
  const failed = (address: string, code: 'unknown_key' | 'bad_signature' | 'stale_timestamp') => {
    failures.take(address);
    return new AppError(code);
  };
  /** What the request's log lines carry: the merchant, a short id of the key (never the key, the secret or the signature), the refusal. */
  const tag = (req: FastifyRequest, reply: FastifyReply, fields: Record<string, string>) => {
    req.log = reply.log = req.log.child(fields);
  };
  const knownUnknown = (apiKey: string) => {
    const until = unknownKeys.get(apiKey);
    if (until === undefined) return false;
    if (until > now()) return true;
    unknownKeys.delete(apiKey);
    return false;
  };
  const rememberUnknown = (apiKey: string) => {
    unknownKeys.set(apiKey, now() + UNKNOWN_KEY_TTL_MS);
    if (unknownKeys.size > 10_000) unknownKeys.delete(unknownKeys.keys().next().value!);
  };

  return async (req: FastifyRequest, reply: FastifyReply) => {
    const address = req.ip ?? 'unknown';
    // Calls in flight together may all pass this check before their failures are counted: the
    // merchant API works on at most MERCHANT_API_MAX_IN_FLIGHT calls at once, which bounds the overshoot.
    if (!failures.has(address)) throw refuse(reply);
    const timestamp = header(req, 'x-timestamp');
    const seconds = timestamp !== undefined && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
    if (!Number.isFinite(seconds) || Math.abs(now() / 1000 - seconds) > MAX_CLOCK_SKEW_SECONDS) throw failed(address, 'stale_timestamp');
    const apiKey = header(req, 'x-api-key');
    if (apiKey) tag(req, reply, { keyId: keyIdOf(apiKey) });
    if (!apiKey || apiKey.length > 200 || knownUnknown(apiKey)) throw failed(address, 'unknown_key');
    const merchant = await credentials(apiKey);
    // Only a key that names nobody is remembered: a merchant unblocked a moment later is served at once.
    if (merchant === null) rememberUnknown(apiKey);
    if (merchant === null || merchant === 'inactive') throw failed(address, 'unknown_key');
    const expected = merchantSignature(merchant.secret, timestamp!, req.method, req.url, req.rawBody ?? '');
    const given = header(req, 'x-signature') ?? '';
    if (!safeEqual(expected, given.toLowerCase())) throw failed(address, 'bad_signature');
    tag(req, reply, { merchantId: merchant.merchantId });
    if (!perKey.take(apiKey)) throw refuse(reply);
    req.merchantId = merchant.merchantId;
    req.configuration = merchant.configuration;
  };
};
