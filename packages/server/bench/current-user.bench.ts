import autocannon from 'autocannon';
import { loggedIn } from '../test/http-client';
import type { startBenchServer } from './bench-server';

type Server = Awaited<ReturnType<typeof startBenchServer>>;

const load = (url: string, headers: Record<string, string> = {}) => autocannon({ url, connections: 32, duration: 8, headers });

/** Authenticated GET /user/current against a bare route on the same server. */
export const benchCurrentUser = async (server: Server) => {
  const client = await loggedIn(server.url, 'trader');
  const cookie = `session=${client.cookies.get('session')}`;
  await load(`${server.url}/bench/bare`); // warm-up
  const bare = await load(`${server.url}/bench/bare`);
  const current = await load(`${server.url}/api/inner/user/current`, { cookie });
  if (current.non2xx > 0) throw new Error(`${current.non2xx} non-2xx answers from /user/current`);
  const ratio = current.requests.average / bare.requests.average;
  return [
    `bare route:               ${bare.requests.average.toFixed(0)} req/s (p50 ${bare.latency.p50} ms, p97.5 ${bare.latency.p97_5} ms)`,
    `GET /user/current (auth): ${current.requests.average.toFixed(0)} req/s (p50 ${current.latency.p50} ms, p97.5 ${current.latency.p97_5} ms)`,
    `ratio current/bare:       ${ratio.toFixed(3)}`,
  ];
};
