import type { Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';

export type JobRow = {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  status: 'due' | 'running' | 'done' | 'failed';
  run_at: Date;
  attempts: number;
  last_error: string | null;
  last_run_at: Date | null;
  last_duration_ms: number | null;
  updated_at: Date;
  /** The request that queued it: the run's log lines carry its id. */
  request_id: string | null;
};

const COLUMNS = 'id, kind, key, payload, status, run_at, attempts, last_error, last_run_at, last_duration_ms, updated_at, request_id';

/** Queues a job under its key; a key already queued keeps its row. */
export const ensureJob = async (
  sql: Sql,
  job: { kind: string; key: string; payload?: unknown; runAt?: Date; requestId?: string | null },
) => {
  await sql.query(
    `INSERT INTO jobs (id, kind, key, payload, status, run_at, request_id) VALUES ($1, $2, $3, $4, 'due', COALESCE($5, now()), $6)
     ON CONFLICT (key) DO NOTHING`,
    [uuidv7(), job.kind, job.key, JSON.stringify(job.payload ?? {}), job.runAt ?? null, job.requestId ?? null],
  );
};

/**
 * Claims the next due job for a lease: a due one whose time has come, or a running one whose
 * process let its lease run out. SKIP LOCKED lets every process claim a different job.
 */
export const claimNext = async (sql: Sql, kinds: string[], leaseMs: number, node: string) =>
  (
    await sql.query<JobRow>(
      `UPDATE jobs SET status = 'running', locked_until = now() + ($2 || ' milliseconds')::interval, locked_by = $3,
              attempts = attempts + 1, updated_at = now()
        WHERE id = (SELECT id FROM jobs
                     WHERE kind = ANY($1) AND ((status = 'due' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
                     ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [kinds, String(leaseMs), node],
    )
  )[0];

/** Ends a run: due again at `next` (a recurring job, or a retry), done, or failed for good. */
export const finishRun = async (
  sql: Sql,
  id: string,
  node: string,
  outcome: { status: 'due' | 'done' | 'failed'; next?: Date; error?: string | null; durationMs: number; resetAttempts: boolean },
) => {
  await sql.query(
    `UPDATE jobs SET status = $3, run_at = COALESCE($4, run_at), last_error = $5, last_run_at = now(), last_duration_ms = $6,
            attempts = CASE WHEN $7 THEN 0 ELSE attempts END, locked_until = NULL, locked_by = NULL, updated_at = now()
      WHERE id = $1 AND locked_by = $2`,
    [id, node, outcome.status, outcome.next ?? null, outcome.error ?? null, outcome.durationMs, outcome.resetAttempts],
  );
};

export const listJobs = (sql: Sql) => sql.query<JobRow>(`SELECT ${COLUMNS} FROM jobs ORDER BY kind, run_at`);

/** Hands back the jobs a stopping process still holds: due at once, for any process, their attempt not counted. */
export const releaseClaims = async (sql: Sql, node: string) => {
  await sql.query(
    `UPDATE jobs SET status = 'due', locked_until = NULL, locked_by = NULL, attempts = GREATEST(attempts - 1, 0), updated_at = now()
      WHERE locked_by = $1 AND status = 'running'`,
    [node],
  );
};

/** The seconds since the oldest due job of each kind should have run. */
export const lagByKind = (sql: Sql) =>
  sql.query<{ kind: string; seconds: number }>(
    `SELECT kind, EXTRACT(EPOCH FROM now() - min(run_at))::float8 AS seconds
       FROM jobs WHERE status = 'due' AND run_at <= now() GROUP BY kind`,
  );
