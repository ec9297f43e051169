import { describe, expect, it } from 'vitest';
import { batchesOf, type RealtimeEvent } from './realtime.bus';

const event = (index: number): RealtimeEvent => ({
  kind: 'message',
  userId: `user-${index}`,
  message: { type: 'order.changed', message: 'x'.repeat(300) },
});

describe('the realtime bus batches', () => {
  it('keep every event, in order, each batch under the NOTIFY payload limit', () => {
    const events = Array.from({ length: 100 }, (_, index) => event(index));
    const batches = batchesOf(events);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((batch) => Buffer.byteLength(batch) < 8_000)).toBe(true);
    expect(batches.flatMap((batch) => JSON.parse(batch) as RealtimeEvent[])).toEqual(events);
  });

  it('send a single event as one batch of one', () => {
    expect(batchesOf([event(1)]).map((batch) => JSON.parse(batch))).toEqual([[event(1)]]);
  });
});
