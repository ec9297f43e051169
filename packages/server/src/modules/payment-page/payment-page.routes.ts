import { innerApi, INNER_API_BASE } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { innerRoute } from '../../http/inner-route';
import { createPageThrottle } from '../../shared/page-throttle';
import type { PaymentPageService } from './payment-page.service';

const routes = innerApi.paymentPage;
const PUBLIC_PREFIX = `${INNER_API_BASE}/pay/`;
// A receipt costs more than a look at the page: its bytes are decoded, checked and written.
const UPLOAD_COST = 5;

/**
 * The customer's payment page (public: the token in the address is the key) and the receipts
 * it collects, seen by the order's people in the back-office. Public calls are throttled per
 * address and per order before their body is even read; the status call answers 304 to a page
 * that already has its version.
 */
export const registerPaymentPageRoutes = async (
  app: FastifyInstance,
  page: PaymentPageService,
  limits: { perIp: number; perOrder: number },
) => {
  const byAddress = createPageThrottle(limits.perIp);
  const byOrder = createPageThrottle(limits.perOrder);

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      if (!req.routeOptions.url?.startsWith(PUBLIC_PREFIX)) return;
      const cost = req.method === 'POST' && req.routeOptions.url.endsWith('/receipts') ? UPLOAD_COST : 1;
      const token = (req.params as { token?: string }).token ?? '';
      if (!byAddress.take(req.ip ?? 'unknown', cost) || !byOrder.take(token, cost)) {
        void reply.header('retry-after', '5');
        throw new AppError('payment_page_throttled');
      }
    });
    scope.addHook('onSend', async (req, reply, payload) => {
      const etag = reply.getHeader('etag');
      if (reply.statusCode !== 200 || typeof etag !== 'string' || req.headers['if-none-match'] !== etag) return payload;
      void reply.code(304);
      return '';
    });

    innerRoute(scope, routes.page, async ({ params, context }) => page.page(params.token, context));
    innerRoute(scope, routes.status, async ({ params, reply }) => {
      const status = await page.status(params.token);
      void reply.header('etag', `"${status.version}"`);
      return status;
    });
    innerRoute(scope, routes.markPaid, async ({ params, context }) => page.markPaid(params.token, context));
    innerRoute(scope, routes.uploadReceipt, async ({ params, body, req, context }) =>
      page.uploadReceipt(params.token, body.file_name, body.content_base64, req.ip ?? null, context),
    );
    innerRoute(scope, routes.receipts, async ({ params, context }) => page.receipts(params.id, context));
    innerRoute(scope, routes.receipt, async ({ params, context }) => page.receipt(params.id, params.receiptId, context));
  });
};
