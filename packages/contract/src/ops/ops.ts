import { z } from 'zod';
import { defineRoute, publicAccess } from '../common/route';

/** A check of readiness: passing or failing, never why (the reason is in the server's log). */
export const HEALTH_CHECKS = ['database', 'migrations', 'jobs', 'realtime', 'accepting'] as const;
export type HealthCheck = (typeof HEALTH_CHECKS)[number];

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.partialRecord(z.enum(HEALTH_CHECKS), z.enum(['ok', 'failing'])).optional(),
});
export type Health = z.infer<typeof healthSchema>;

export const OPS_PATHS = { live: '/health/live', ready: '/health/ready', metrics: '/metrics' } as const;

/**
 * The operators' endpoints, outside the APIs' bases: health for load balancers and orchestrators
 * (no session, no version, no error's detail), metrics for Prometheus (a token, or a port of their own).
 * They answer bare JSON or text, as the tools that poll them expect, not the `data` envelope.
 */
export const opsApi = {
  live: defineRoute({ method: 'GET', path: OPS_PATHS.live, access: publicAccess, response: healthSchema }),
  ready: defineRoute({ method: 'GET', path: OPS_PATHS.ready, access: publicAccess, response: healthSchema }),
  metrics: defineRoute({ method: 'GET', path: OPS_PATHS.metrics, access: publicAccess, response: z.string() }),
};
