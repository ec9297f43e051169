import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { JobDefinition } from '../jobs/job-runner.service';
import { registerAntiFraudRoutes } from './antifraud.routes';
import { createAntiFraudService } from './antifraud.service';
import { ANTI_FRAUD_SWEEP_EVERY_MS, ANTI_FRAUD_SWEEP_JOB } from './use-cases/sweep.job';

/** Anti-fraud: the back-office calls and the periodic sweep, registered by the module itself; orders ask its service. */
export const registerAntiFraudModule = (app: FastifyInstance, deps: AppDeps) => {
  const antiFraud = createAntiFraudService(deps);
  registerAntiFraudRoutes(app, antiFraud);
  const jobs: Record<string, JobDefinition> = {
    [ANTI_FRAUD_SWEEP_JOB]: { everyMs: ANTI_FRAUD_SWEEP_EVERY_MS, run: () => antiFraud.sweep() },
  };
  return { antiFraud, jobs };
};

export type AntiFraudModule = ReturnType<typeof registerAntiFraudModule>;
