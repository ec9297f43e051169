import { randomUUID } from 'node:crypto';
import type { Db, Sql } from '../../db/db';
import * as repo from './jobs.repository';

const CHANNEL = 'jobs_due';
const MAX_ATTEMPTS = 10;

export type JobDefinition = {
  /** A recurring job runs again this long after each run; a one-off job runs once. */
  everyMs?: number;
  run: (payload: unknown) => Promise<unknown>;
};

export type JobRunnerOptions = { leaseMs?: number; pollMs?: number; onError?: (kind: string, error: unknown) => void };

/**
 * Runs durable jobs from the jobs table: each process claims due jobs with a lease (FOR UPDATE
 * SKIP LOCKED), runs them with no transaction open, and records the outcome. A new job wakes
 * every process through NOTIFY; a poll catches what a notification missed.
 */
export const createJobRunner = (db: Db, { leaseMs = 60_000, pollMs = 1_000, onError = () => undefined }: JobRunnerOptions = {}) => {
  const node = randomUUID();
  const definitions = new Map<string, JobDefinition>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  const runOne = async (job: repo.JobRow) => {
    const definition = definitions.get(job.kind)!;
    const started = Date.now();
    try {
      await definition.run(job.payload);
      const recurring = definition.everyMs !== undefined;
      await repo.finishRun(db, job.id, node, {
        status: recurring ? 'due' : 'done',
        next: recurring ? new Date(Date.now() + definition.everyMs!) : undefined,
        durationMs: Date.now() - started,
        resetAttempts: true,
      });
    } catch (error) {
      onError(job.kind, error);
      // Backoff doubles from a second up to ten minutes; a one-off job gives up after MAX_ATTEMPTS.
      const retryMs = Math.min(600_000, 1_000 * 2 ** Math.min(job.attempts, 10));
      const gaveUp = definition.everyMs === undefined && job.attempts >= MAX_ATTEMPTS;
      await repo.finishRun(db, job.id, node, {
        status: gaveUp ? 'failed' : 'due',
        next: new Date(Date.now() + (definition.everyMs ?? retryMs)),
        error: error instanceof Error ? error.message : String(error),
        durationMs: Date.now() - started,
        resetAttempts: false,
      });
    }
  };

  /** Runs every job due now, one after another; answers how many ran. Concurrent calls share one pass. */
  const runDue = () =>
    (running ??= (async () => {
      let count = 0;
      for (;;) {
        const job = await repo.claimNext(db, [...definitions.keys()], leaseMs, node);
        if (!job) return count;
        await runOne(job);
        count += 1;
      }
    })().finally(() => (running = null)));

  const tick = () => {
    void runDue()
      .catch((error: unknown) => onError('runner', error))
      .finally(() => {
        if (timer) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    define: (kind: string, definition: JobDefinition) => {
      definitions.set(kind, definition);
    },
    /** Queues a one-off job in the caller's transaction; it runs after the commit. */
    enqueue: async (sql: Sql, kind: string, key: string, payload: unknown, runAt?: Date) => {
      await repo.ensureJob(sql, { kind, key, payload, runAt });
      await sql.query('SELECT pg_notify($1, $2)', [CHANNEL, kind]);
    },
    runDue,
    start: async () => {
      // Each recurring job has one row, whatever the number of processes.
      for (const [kind, definition] of definitions) if (definition.everyMs !== undefined) await repo.ensureJob(db, { kind, key: kind });
      unlisten = await db.listen(CHANNEL, () => void runDue().catch((error: unknown) => onError('runner', error)));
      timer = setTimeout(tick, 0);
    },
    stop: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      await unlisten?.();
      await running?.catch(() => undefined);
    },
    list: () => repo.listJobs(db),
  };
};

export type JobRunner = ReturnType<typeof createJobRunner>;
