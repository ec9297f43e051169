import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { startServerProcess } from '../../test/processes';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-first-start-'));
let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const HISTORY_DONE = /Demo order history: \d+ orders .* in (\d+\.\d) s; requests waited at most (\d+) ms/;

describe('the first start of the embedded demo', () => {
  it('answers requests while it makes the demo order history', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent' });
    const started = /Started in \d+\.\d s: (.*)/.exec(server.output())?.[1] ?? '';
    for (const step of ['boot', 'database', 'modules', 'migrations', 'demo data', 'app', 'listen'])
      expect(started).toMatch(new RegExp(`(^|, )${step} \\d+ ms`));
    expect(started).toMatch(/migrations \d+ ms \(\d+ applied\)/);
    expect(server.output()).not.toMatch(HISTORY_DONE);
    const url = server.url;
    const waits: number[] = [];
    let login: number | null = null;
    // A liveness probe every 50 ms and one login, for as long as the history is being made.
    while (!HISTORY_DONE.test(server.output())) {
      const started = performance.now();
      const answer = await fetch(`${url}/health/live`);
      waits.push(performance.now() - started);
      expect(answer.status).toBe(200);
      if (login === null && waits.length === 5) login = (await new TestClient(url).login('admin', 'admin-demo-1')).status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [, seconds, pause] = HISTORY_DONE.exec(server.output())!;
    const historyMs = Number(seconds) * 1000;
    const reported = Number(pause);
    const slowest = Math.max(...waits);
    console.log(
      `first start: history ${historyMs} ms, ${waits.length} probes during it, slowest ${Math.round(slowest)} ms; reported pause ${reported} ms`,
    );
    // The history takes seconds: the probes saw it from start to end.
    expect(waits.length).toBeGreaterThan(20);
    expect(login).toBe(200);
    // One step of an order (its creation, the trader's confirmation) takes tens of milliseconds, a
    // few hundred on a busy machine, where the history takes longer too; made in one go, it held
    // every request for as long as it took.
    const bound = Math.max(1_000, historyMs / 10);
    expect(slowest).toBeLessThan(bound);
    expect(reported).toBeLessThan(bound);
  }, 120_000);
});
