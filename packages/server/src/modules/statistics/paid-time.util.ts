/** The lower edges, in seconds, of the paid-time buckets: `order_paid_bucket` in migration 0029 counts by the same. */
export const PAID_BUCKET_EDGES = [
  0, 15, 30, 45, 60, 90, 120, 180, 240, 300, 420, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200, 10800, 14400, 21600, 43200, 86400, 172800,
  604800,
] as const;

/**
 * The median of paid times counted per bucket (bucket `b` holds [edge b-1, edge b)), read
 * linearly inside the bucket where half the orders are reached; the last bucket, open-ended, gives
 * its lower edge. Null with no order.
 */
export const medianFromBuckets = (counts: ReadonlyMap<number, number>) => {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const half = total / 2;
  let before = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    const count = counts.get(bucket)!;
    if (count > 0 && before + count >= half) {
      const lower = PAID_BUCKET_EDGES[bucket - 1] ?? 0;
      const upper = PAID_BUCKET_EDGES[bucket];
      if (upper === undefined) return lower;
      return Math.round(lower + ((upper - lower) * (half - before)) / count);
    }
    before += count;
  }
  return null;
};
