import { z } from 'zod';
import { adminsExceptSupport, defineRoute } from '../common/route';

export const JOB_STATUSES = ['due', 'running', 'done', 'failed'] as const;

export const jobSchema = z.object({
  kind: z.string(),
  key: z.string(),
  status: z.enum(JOB_STATUSES),
  run_at: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  last_run_at: z.string().nullable(),
  last_duration_ms: z.number().int().nullable(),
});
export type Job = z.output<typeof jobSchema>;

/** The background jobs, for admins: what ran, what failed, what is due. */
export const jobRoutes = {
  list: defineRoute({ method: 'GET', path: '/jobs', access: adminsExceptSupport, response: z.array(jobSchema) }),
};
