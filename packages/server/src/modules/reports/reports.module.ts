import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { innerRoute } from '../../http/inner-route';
import { createReportsService } from './reports.service';

const routes = innerApi.reports;

/** The reports module: its service and routes, registered by itself. */
export const registerReportsModule = (app: FastifyInstance, deps: AppDeps) => {
  const reports = createReportsService(deps);
  innerRoute(app, routes.reconciliation, async ({ query, context }) => reports.reconciliation(query, context));
  return { reports };
};
