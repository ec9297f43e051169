import { innerApi } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { innerRoute, OK } from '../../http/inner-route';
import type { TemplateManagement } from './manage-templates.service';
import type { TemplateStore } from './templates.service';
import { tryTemplate } from './try-template.service';

const routes = innerApi.notificationTemplates;

export const registerTemplateRoutes = (app: FastifyInstance, templates: TemplateManagement, store: TemplateStore) => {
  innerRoute(app, routes.list, async ({ query, context }) => templates.list(query, context.lang));
  innerRoute(app, routes.banks, async () => templates.banks());
  innerRoute(app, routes.create, async ({ body, context }) => templates.create(body, context));
  innerRoute(app, routes.update, async ({ params, body, context }) => templates.update(params.id, body, context));
  innerRoute(app, routes.remove, async ({ params }) => {
    await templates.remove(params.id);
    return OK;
  });
  innerRoute(app, routes.setEnabled, async ({ params, body, context }) => templates.setEnabled(params.id, body.enabled, context));
  innerRoute(app, routes.try, async ({ body, context }) => tryTemplate(store, body, context.lang));
};
