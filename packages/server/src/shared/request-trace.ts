import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request a piece of work belongs to, carried through every await it causes: the log lines
 * of a request, of the jobs it queued and of the webhooks it wrote name the same id.
 */
const trace = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = () => trace.getStore()?.requestId ?? null;

/** Runs `fn` as part of request `requestId` (none: as part of no request, whatever the caller's). */
export const withRequestId = <T>(requestId: string | null, fn: () => T): T => (requestId ? trace.run({ requestId }, fn) : trace.exit(fn));

/** A request id a client or proxy may hand us: short, and only characters safe in a log and a header. */
export const isRequestId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9._:@-]{1,128}$/.test(value);

export const newRequestId = () => randomUUID();
