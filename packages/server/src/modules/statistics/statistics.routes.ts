import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute } from '../../http/inner-route';
import type { StatisticsService } from './statistics.service';

const routes = innerApi.statistics;

export const registerStatisticsRoutes = (app: FastifyInstance, statistics: StatisticsService) => {
  innerRoute(app, routes.all, ({ query, context }) => statistics.statistic(context.actor, query, context));
  innerRoute(app, routes.my, ({ query, context }) => statistics.statistic(context.actor, query, context));
};
