import { loggedIn } from '../test/http-client';
import type { startBenchServer } from './bench-server';
import { seedOrders } from './orders-history.bench';
import { plainInserts } from './plain-inserts';

type Server = Awaited<ReturnType<typeof startBenchServer>>;

const MB = 1024 * 1024;

/**
 * Every order (1,000,000, seeded as the history bench does) exported as CSV by an admin, read as
 * it streams: rows per second and the server process's peak memory above where it started, beside
 * this machine's plain INSERTs per second in the same run.
 */
export const benchExport = async (server: Server) => {
  const seeded = await seedOrders(server);
  const plain = await plainInserts(server.db, 3);
  const admin = await loggedIn(server.url, 'admin');
  global.gc?.();
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const response = await admin.download('/order?format=csv');
  if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
  let lines = 0;
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  return [
    `baseline: plain INSERTs ${plain.toFixed(0)}/s`,
    `${seeded.seconds.toFixed(0)} s to seed; exported ${rows} rows (${(bytes / MB).toFixed(0)} MB) in ${seconds.toFixed(1)} s: ${(rows / seconds).toFixed(0)} rows/s`,
    `server process peak RSS ${(peak / MB).toFixed(0)} MB, ${((peak - startRss) / MB).toFixed(0)} MB above the start (the server and this reader share the process)`,
  ];
};
