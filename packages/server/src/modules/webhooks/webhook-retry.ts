import { WEBHOOK_RETRY_SCHEDULE_SECONDS } from '@paydesk/contract';

/** Up to a tenth of the wait is added at random, so that a recovering receiver is not hit all at once. */
const JITTER = 0.1;
/** A receiver cannot push a retry further than a day away. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

/**
 * When the attempt after failed attempt number `attempt` (1-based) is due, or null when the
 * schedule is spent and the delivery has failed. A `Retry-After` longer than the schedule wins.
 */
export const nextRetryAt = (now: Date, attempt: number, retryAfterSeconds: number | null, random: () => number) => {
  const base = WEBHOOK_RETRY_SCHEDULE_SECONDS[attempt - 1];
  if (base === undefined) return null;
  const asked = Math.min(retryAfterSeconds ?? 0, MAX_RETRY_AFTER_SECONDS);
  const waitMs = Math.max(base * 1000 * (1 + JITTER * random()), asked * 1000);
  return new Date(now.getTime() + Math.round(waitMs));
};
