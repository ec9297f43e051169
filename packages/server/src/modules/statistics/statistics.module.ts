import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { JobDefinition } from '../jobs/job-runner.service';
import { registerStatisticsRoutes } from './statistics.routes';
import { createStatisticsService } from './statistics.service';

export const STATISTICS_FOLD_JOB = 'statistics-fold';
/** Readers add the deltas not yet folded: folding often only keeps them few. */
export const STATISTICS_FOLD_EVERY_MS = 5_000;

/** Statistics: the calls and the job that folds the orders' deltas into the daily rollup. */
export const registerStatisticsModule = (app: FastifyInstance, deps: AppDeps) => {
  const statistics = createStatisticsService(deps);
  registerStatisticsRoutes(app, statistics);
  const jobs: Record<string, JobDefinition> = {
    [STATISTICS_FOLD_JOB]: { everyMs: STATISTICS_FOLD_EVERY_MS, run: () => statistics.fold() },
  };
  return { statistics, jobs };
};
