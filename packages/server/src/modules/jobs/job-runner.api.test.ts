import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { createJobRunner } from './job-runner.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
});
afterAll(() => server.close());

const rowOf = async (key: string) =>
  (
    await server.db.query<{ status: string; attempts: number; last_error: string | null }>(
      'SELECT status, attempts, last_error FROM jobs WHERE key = $1',
      [key],
    )
  )[0];

describe('durable jobs', () => {
  it('run a due job once however many processes look for it at the same time', async () => {
    let runs = 0;
    const runners = Array.from({ length: 4 }, () => createJobRunner(server.db));
    for (const runner of runners) runner.define('count-once', { run: async () => void (runs += 1) });
    await runners[0]!.enqueue(server.db, 'count-once', 'count-once:1', {});
    await Promise.all(runners.map((runner) => runner.runDue()));
    expect(runs).toBe(1);
    expect(await rowOf('count-once:1')).toMatchObject({ status: 'done' });
  });

  it('retry a failed job later with its error kept, and finish it when it succeeds', async () => {
    let calls = 0;
    const runner = createJobRunner(server.db);
    runner.define('flaky', {
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the provider timed out');
      },
    });
    await runner.enqueue(server.db, 'flaky', 'flaky:1', {});
    await runner.runDue();
    expect(await rowOf('flaky:1')).toMatchObject({ status: 'due', attempts: 1, last_error: 'the provider timed out' });
    // Not yet due again: the retry waits for its backoff.
    await runner.runDue();
    expect(calls).toBe(1);
    await server.db.query("UPDATE jobs SET run_at = now() WHERE key = 'flaky:1'");
    await runner.runDue();
    expect(calls).toBe(2);
    expect(await rowOf('flaky:1')).toMatchObject({ status: 'done' });
  });

  it('run again a job whose process died mid-run, once its lease has run out', async () => {
    let runs = 0;
    const runner = createJobRunner(server.db);
    runner.define('orphaned', { run: async () => void (runs += 1) });
    await runner.enqueue(server.db, 'orphaned', 'orphaned:1', {});
    // Another process claimed it and died: the row says running, its lease is over.
    await server.db.query(
      "UPDATE jobs SET status = 'running', locked_by = 'dead-process', locked_until = now() - interval '1 second', attempts = 1 WHERE key = 'orphaned:1'",
    );
    await runner.runDue();
    expect(runs).toBe(1);
    expect(await rowOf('orphaned:1')).toMatchObject({ status: 'done' });
  });

  it('keep one row per recurring job, due again after each run', async () => {
    let runs = 0;
    const first = createJobRunner(server.db, { pollMs: 60_000 });
    const second = createJobRunner(server.db, { pollMs: 60_000 });
    for (const runner of [first, second]) runner.define('heartbeat-test', { everyMs: 3_600_000, run: async () => void (runs += 1) });
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.runDue(), second.runDue()]);
    await Promise.all([first.stop(), second.stop()]);
    expect(runs).toBe(1);
    const rows = await server.db.query<{ status: string; run_at: Date }>("SELECT status, run_at FROM jobs WHERE kind = 'heartbeat-test'");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('due');
    expect(rows[0]!.run_at.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
  });
});
