import { randomUUID } from 'node:crypto';
import type { Db, Sql } from '../../db/db';
import { currentRequestId, withRequestId } from '../../shared/request-trace';
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
  let stopping = false;
  /** When the runner last showed it is working: a pass began, or a job ended. */
  let beat = 0;

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
      beat = Date.now();
      // A stopping process claims nothing more: what it has not begun is left to the others.
      while (!stopping) {
        const job = await repo.claimNext(db, [...definitions.keys()], leaseMs, node);
        if (!job) return count;
        // A job a request queued runs, and logs, as part of that request; a recurring one as part of none.
        await withRequestId(job.request_id, () => runOne(job));
        beat = Date.now();
        count += 1;
      }
      return count;
    })().finally(() => (running = null)));

  const tick = () => {
    beat = Date.now();
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
      await repo.ensureJob(sql, { kind, key, payload, runAt, requestId: currentRequestId() });
      await sql.query('SELECT pg_notify($1, $2)', [CHANNEL, kind]);
    },
    runDue,
    start: async () => {
      stopping = false;
      // Each recurring job has one row, whatever the number of processes.
      for (const [kind, definition] of definitions) if (definition.everyMs !== undefined) await repo.ensureJob(db, { kind, key: kind });
      unlisten = await db.listen(CHANNEL, () => void runDue().catch((error: unknown) => onError('runner', error)));
      timer = setTimeout(tick, 0);
    },
    /**
     * Stops claiming, waits for the job in hand (at most `graceMs`), then hands back whatever this
     * process still holds: another process takes it at once instead of after the lease.
     */
    stop: async (graceMs = leaseMs) => {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await unlisten?.();
      unlisten = null;
      let late: NodeJS.Timeout | undefined;
      await Promise.race([running?.catch(() => undefined), new Promise((resolve) => (late = setTimeout(resolve, graceMs)))]);
      clearTimeout(late);
      await repo.releaseClaims(db, node).catch((error: unknown) => onError('runner', error));
    },
    /** Started, not stopping, and a pass began or a job ended lately (a pass runs at least every poll). */
    alive: () => timer !== null && !stopping && Date.now() - beat < Math.max(30_000, pollMs * 10),
    /** How late each kind's due jobs are, in seconds (the oldest due one), for the metrics. */
    lag: () => repo.lagByKind(db),
    list: () => repo.listJobs(db),
  };
};

export type JobRunner = ReturnType<typeof createJobRunner>;
