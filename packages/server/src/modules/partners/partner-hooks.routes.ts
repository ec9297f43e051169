import { partnerHooksApi, WEBHOOK_ORDER_EVENTS, publicAccess } from '@paydesk/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validation';
import { safeEqual } from '../../shared/crypto';
import { createPageThrottle } from '../../shared/page-throttle';
import { signWebhook } from '../webhooks';
import type { PartnerOrderStatus } from './partner-adapter';
import type { PartnersService } from './partners.service';
import { statusOfRemote } from './paydesk-partner';

/** How far a notification's time may be from ours, as the Standard Webhooks convention suggests. */
const TOLERANCE_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the order engine does with a verified report: false when the order is not one we gave this partner. */
export type PartnerReport = (slug: string, partnerOrderId: string, status: PartnerOrderStatus) => Promise<{ known: boolean }>;

type HookEvent = { type?: unknown; data?: { id?: unknown; status?: unknown } } | null;

const parsedEvent = (raw: string): HookEvent => {
  try {
    return JSON.parse(raw) as HookEvent;
  } catch {
    throw new AppError('partner_event_unexpected');
  }
};

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Another Paydesk instance's webhooks about the orders it took from us, at
 * `/api/partner-hooks/<slug>`: throttled per partner before anything else, the body kept as the
 * raw text that was signed, the Standard Webhooks signature checked with the notification key the
 * admin gave for that partner, and only an order event about an order of ours taken by it accepted.
 */
export const registerPartnerHooks = async (app: FastifyInstance, partners: PartnersService, report: PartnerReport, perMinute: number) => {
  const throttle = createPageThrottle(perMinute);
  await app.register(async (scope) => {
    scope.decorateRequest('rawBody', undefined);
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      req.rawBody = body as string;
      done(null, undefined);
    });
    const route = partnerHooksApi.notify;
    scope.post(route.path, { config: { access: publicAccess, csrf: false }, bodyLimit: 256 * 1024 }, async (req) => {
      const { slug } = parseWith(route.params, req.params, 'params');
      if (!throttle.take(slug)) throw new AppError('partner_rate_limited');
      const key = await partners.notificationKey(slug);
      if (!key) throw new AppError('not_found');
      const id = header(req.headers['webhook-id']);
      const timestamp = header(req.headers['webhook-timestamp']);
      const raw = req.rawBody ?? '';
      const at = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
      if (!id || id.length > 200 || !(Math.abs(Date.now() / 1000 - at) <= TOLERANCE_SECONDS))
        throw new AppError('partner_signature_invalid');
      const expected = signWebhook(key, id, at, raw);
      // The header may list several signatures (a key being rotated): one that matches is enough.
      const given = header(req.headers['webhook-signature']).split(' ');
      if (!given.some((signature) => safeEqual(signature, expected))) throw new AppError('partner_signature_invalid');
      const body = parsedEvent(raw);
      // A test event or a dispute's is acknowledged and changes nothing here.
      if (typeof body?.type !== 'string') throw new AppError('partner_event_unexpected');
      if (!(WEBHOOK_ORDER_EVENTS as readonly string[]).includes(body.type)) return { data: { received: false } };
      const status = statusOfRemote(body.data?.status);
      const orderId = body.data?.id;
      // Another instance's order ids are UUIDs: anything else is not about an order we gave it.
      if (!status || typeof orderId !== 'string' || !UUID.test(orderId)) throw new AppError('partner_event_unexpected');
      const { known } = await report(slug, orderId, status);
      if (!known) throw new AppError('partner_event_unexpected');
      return { data: { received: true } };
    });
  });
};
