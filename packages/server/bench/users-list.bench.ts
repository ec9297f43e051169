import { loggedIn } from '../test/http-client';
import type { startBenchServer } from './bench-server';

type Server = Awaited<ReturnType<typeof startBenchServer>>;

const USERS = 100_000;
const ROUNDS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** `GET /user` page 1 and a filtered page over 100,000 users: p50 and p95 of sequential calls. */
export const benchUsersList = async (server: Server) => {
  await server.db.query(`
    INSERT INTO users (id, username, type, invite_code, api_key, is_active, is_blocked, comment, created_at)
    SELECT gen_random_uuid(), 'load_' || n, (ARRAY['trader', 'merchant', 'agent', 'partner'])[1 + n % 4], 'LOAD' || n, 'load-key-' || n,
           n % 5 <> 0, n % 50 = 0, 'bulk user ' || n, now() - make_interval(secs => n)
      FROM generate_series(1, ${USERS}) AS n`);
  await server.db.query('ANALYZE users');
  const admin = await loggedIn(server.url, 'admin');
  const measure = async (path: string) => {
    const timings: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const answer = await admin.get<{ context: { total_count: number } }>(path);
      timings.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      total = answer.body.data!.context.total_count;
    }
    timings.sort((a, b) => a - b);
    return `${path.padEnd(70)} total ${String(total).padStart(6)}  p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms`;
  };
  return [
    `${USERS} users, ${ROUNDS} sequential calls each`,
    await measure('/user?filter[type]=trader&page=1&count=20'),
    await measure('/user?filter[type]=trader&page=1000&count=20'),
    await measure('/user?filter[type]=merchant&filter[is_active]=false&filter[username]=load_1&page=2&count=50&sort=-username'),
  ];
};
