import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import * as repo from '../orders.repository';

const IN_FLIGHT_WAIT_MS = 5_000;
const IN_FLIGHT_POLL_MS = 25;

/** Stable JSON of a request body, whatever the order of its keys: the idempotency fingerprint. */
export const fingerprint = (body: unknown): string => {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
};

export type StoredAnswer = { status: number; body: unknown };

/** A request that holds its merchant order id: it completes with the order, or releases the id. */
export type RequestClaim = {
  key: repo.RequestKey;
  /** Whose claim it is: the order's statement completes the request only while this claim holds it. */
  claimId: string;
  release: () => Promise<void>;
};

/**
 * Claims a merchant order id once per request: answers the stored answer of a request already
 * done (a replay), refuses another body under the same id, waits a while for a twin in flight,
 * and takes over the claim of a request whose process died once its lease has run out.
 */
export const claimMerchantRequest = async (
  db: Db,
  key: repo.RequestKey,
  body: unknown,
  leaseSeconds: number,
): Promise<{ replay: StoredAnswer } | { claim: RequestClaim }> => {
  const hash = fingerprint(body);
  const claimId = randomUUID();
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    if (await repo.claimRequest(db, key, hash, claimId, leaseSeconds)) break;
    const stored = await repo.findRequest(db, key);
    // Released meanwhile (the twin created nothing): claim it again.
    if (!stored) continue;
    if (stored.request_hash !== hash) throw new AppError('idempotency_mismatch');
    if (stored.status === 'done') return { replay: { status: stored.response_status!, body: stored.response_body } };
    if (Date.now() > deadline) throw new AppError('in_progress');
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
  }
  return {
    claim: { key, claimId, release: () => repo.releaseRequest(db, key, claimId) },
  };
};
