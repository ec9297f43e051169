import type { Health, HealthCheck } from '@paydesk/contract';
import type { Db } from '../../db/db';
import { listMigrations } from '../../db/migrate';

export type HealthProbes = {
  db: Db;
  jobsAlive: () => boolean;
  realtimeListening: () => boolean;
  /** False once the process stops taking requests (SIGTERM): the balancer sends the next ones elsewhere. */
  accepting: () => boolean;
  report: (error: unknown, what: string) => void;
};

/** A readiness answer is reused this long: a balancer polling every second, or a flood, costs one query a second. */
const CACHE_MS = 1_000;

/**
 * Readiness: the database answers, every migration this code knows is applied, the job runner
 * works, the realtime bus hears notifications, and the process is not stopping. The answer names
 * the checks that fail, never why (that goes to the log).
 */
export const createHealth = ({ db, jobsAlive, realtimeListening, accepting, report }: HealthProbes) => {
  const known = listMigrations();
  let cached: { at: number; answer: Promise<Health> } | null = null;

  const database = async (): Promise<Pick<Record<HealthCheck, 'ok' | 'failing'>, 'database' | 'migrations'>> => {
    try {
      const [row] = await db.query<{ applied: number }>('SELECT count(*)::int AS applied FROM schema_migrations WHERE name = ANY($1)', [
        known,
      ]);
      return { database: 'ok', migrations: row?.applied === known.length ? 'ok' : 'failing' };
    } catch (error) {
      report(error, 'readiness: the database did not answer');
      return { database: 'failing', migrations: 'failing' };
    }
  };

  const check = async (): Promise<Health> => {
    const checks: Record<HealthCheck, 'ok' | 'failing'> = {
      ...(await database()),
      jobs: jobsAlive() ? 'ok' : 'failing',
      realtime: realtimeListening() ? 'ok' : 'failing',
      accepting: accepting() ? 'ok' : 'failing',
    };
    return { status: Object.values(checks).every((value) => value === 'ok') ? 'ok' : 'unavailable', checks };
  };

  return {
    ready: (): Promise<Health> => {
      // Stopping is known at once, whatever was cached.
      if (cached && Date.now() - cached.at < CACHE_MS && accepting()) return cached.answer;
      cached = { at: Date.now(), answer: check() };
      return cached.answer;
    },
  };
};
