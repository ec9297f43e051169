import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestClient } from '../test/http-client';
import { freePort } from '../test/processes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LATER_STARTS = 3;
const GOALS = { first: 10_000, later: 5_000 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Start = { ready: number; login: number; output: string };

/**
 * One `npm start`, as a person types it in the checkout, on a data folder: the milliseconds
 * from the command to the first 200 of `/health/ready` and of a demo login, and what it printed.
 * With `untilHistory` it waits for the demo history too (a first start), so later starts find it.
 */
const start = async (dataDir: string, untilHistory: boolean): Promise<Start> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  // A group of its own: npm, its shell and the server all get the SIGTERM at the end.
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const until = async (what: () => Promise<boolean>) => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      if (performance.now() - began > 180_000) throw new Error(`npm start took too long:\n${output}`);
      if (await what().catch(() => false)) return performance.now() - began;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  try {
    const ready = await until(async () => (await fetch(`${url}/health/ready`)).status === 200);
    const login = await until(async () => (await new TestClient(url).login('admin', 'admin-demo-1')).status === 200);
    if (untilHistory) await until(async () => /Demo order history:/.test(output));
    return { ready, login, output };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The server itself exits after its graceful stop: wait until the embedded database is free.
    for (let tries = 0; tries < 200 && fs.existsSync(path.join(dataDir, 'pglite.pid')); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The steps the start line names (`Started in 3.1 s: boot 300 ms, database 700 ms, modules 1500 ms, …`), and the build check. */
const breakdown = (output: string) => {
  const steps = /Started in [\d.]+ s: (.*)/.exec(output)?.[1] ?? '(no start line)';
  const build = /Web app: (.*)/.exec(output)?.[1] ?? '(no build line)';
  const history = /Demo order history: (.*)/.exec(output)?.[1];
  return [`    web app: ${build}`, `    server: ${steps}`, ...(history ? [`    demo history (after listen): ${history}`] : [])];
};

/**
 * `BENCH=startup npm run bench`: `npm start` on the checkout (the web app already built, as the
 * bench's own build leaves it), first on a fresh embedded database, then three times on it
 * again; the time to readiness and to a demo login, from the command.
 */
export const benchStartup = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-startup-'));
  try {
    const first = await start(dataDir, true);
    const later: Start[] = [];
    for (let index = 0; index < LATER_STARTS; index += 1) later.push(await start(dataDir, false));
    const typical = later.find((run) => run.ready === median(later.map((item) => item.ready)))!;
    const verdict = (ms: number, goal: number) => `${ms <= goal ? 'meets' : 'MISSES'} the goal of ${seconds(goal)}`;
    return [
      `first start (fresh embedded database): ready ${seconds(first.ready)}, login ${seconds(first.login)}; ${verdict(first.login, GOALS.first)}`,
      ...breakdown(first.output),
      `later starts (${LATER_STARTS}): ready ${later.map((run) => seconds(run.ready)).join(', ')}; login ${later.map((run) => seconds(run.login)).join(', ')}`,
      `  median: ready ${seconds(median(later.map((run) => run.ready)))}, login ${seconds(median(later.map((run) => run.login)))}; ${verdict(median(later.map((run) => run.login)), GOALS.later)}`,
      ...breakdown(typical.output),
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
