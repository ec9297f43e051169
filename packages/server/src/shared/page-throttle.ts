/**
 * Per-minute budgets for the payment page's public calls, kept in memory: one bucket per
 * address and one per order token, each refilled at its rate with a burst of one minute's worth.
 * A process restart forgets them, which only ever lets a caller in sooner.
 */
export const createPageThrottle = (perMinute: number, now: () => number = Date.now) => {
  const buckets = new Map<string, { tokens: number; at: number }>();

  // A guesser trying many tokens leaves one bucket per token; full, idle ones are forgotten.
  const prune = (at: number) => {
    if (buckets.size < 10_000) return;
    for (const [key, bucket] of buckets) if (at - bucket.at > 60_000) buckets.delete(key);
  };

  return {
    /** Takes `cost` calls from the key's budget; false when it has not that many left. */
    take: (key: string, cost = 1) => {
      const at = now();
      prune(at);
      const bucket = buckets.get(key) ?? { tokens: perMinute, at };
      bucket.tokens = Math.min(perMinute, bucket.tokens + ((at - bucket.at) / 60_000) * perMinute);
      bucket.at = at;
      buckets.set(key, bucket);
      if (bucket.tokens < cost) return false;
      bucket.tokens -= cost;
      return true;
    },
  };
};

export type PageThrottle = ReturnType<typeof createPageThrottle>;
