import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { JobRunner } from './job-runner.service';

export const registerJobRoutes = (app: FastifyInstance, jobs: JobRunner) => {
  innerRoute(app, innerApi.jobs.list, async () =>
    (await jobs.list()).map((row) => ({
      kind: row.kind,
      key: row.key,
      status: row.status,
      run_at: row.run_at.toISOString(),
      attempts: row.attempts,
      last_error: row.last_error,
      last_run_at: row.last_run_at?.toISOString() ?? null,
      last_duration_ms: row.last_duration_ms,
    })),
  );
};
