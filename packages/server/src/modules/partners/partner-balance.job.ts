import type { JobDefinition } from '../jobs/job-runner.service';
import type { PartnersService } from './partners.service';

/** Records every active partner's balance call in its balance log. */
export const PARTNER_BALANCE_JOB = 'partner-balance';

export const partnerJobs = (partners: PartnersService, everyMs: number): Record<string, JobDefinition> => ({
  [PARTNER_BALANCE_JOB]: { everyMs, run: () => partners.recordBalances() },
});
