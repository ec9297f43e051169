import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loggedIn } from '../test/http-client';
import type { startBenchServer } from './bench-server';

type Server = Awaited<ReturnType<typeof startBenchServer>>;
type Result = { requests: { average: number }; latency: { p50: number; p97_5: number }; non2xx: number };

// The load comes from a separate process, so it does not share the server's event loop.
const AUTOCANNON = path.resolve(import.meta.dirname, '../../../node_modules/.bin/autocannon');

const load = async (url: string, headers: Record<string, string> = {}): Promise<Result> => {
  const args = ['--json', '-c', '32', '-d', '8', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]), url];
  const { stdout } = await promisify(execFile)(AUTOCANNON, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
};

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
