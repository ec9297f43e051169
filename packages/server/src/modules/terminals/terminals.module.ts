import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { JobDefinition } from '../jobs/job-runner.service';
import type { OrdersService } from '../orders/orders.service';
import { createDeviceService } from './device.service';
import { registerDeviceApi } from './device.routes';
import { LOST_CONNECTION_EVERY_MS, LOST_CONNECTION_JOB, markLostTerminals } from './jobs/lost-connection.job';
import { createTemplateManagement } from './manage-templates.service';
import { registerTemplateRoutes } from './templates.routes';
import { createTemplateStore } from './templates.service';
import { createTerminalEvents } from './terminal-events';
import { registerTerminalRoutes } from './terminals.routes';
import { createTerminalsService } from './terminals.service';

/** Terminals: the back-office calls, the notification templates, the device API and the heartbeat watch, registered by the module itself. */
export const registerTerminalsModule = async (app: FastifyInstance, deps: AppDeps, orders: Pick<OrdersService, 'matchBankPayment'>) => {
  const terminals = createTerminalsService(deps);
  const templates = createTemplateStore(deps.db);
  await templates.start();
  app.addHook('onClose', templates.stop);
  const device = createDeviceService(deps, orders, templates);
  registerTerminalRoutes(app, terminals);
  registerTemplateRoutes(app, createTemplateManagement(deps.db, templates), templates);
  await registerDeviceApi(app, device, { perSecond: deps.config.deviceApiRate, pairPerMinute: deps.config.devicePairRate });
  const jobs: Record<string, JobDefinition> = {
    [LOST_CONNECTION_JOB]: { everyMs: LOST_CONNECTION_EVERY_MS, run: markLostTerminals(deps.db, createTerminalEvents(deps)) },
  };
  return { terminals, device, templates, jobs };
};

export type TerminalsModule = Awaited<ReturnType<typeof registerTerminalsModule>>;
