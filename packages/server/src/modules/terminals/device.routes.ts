import { createHash } from 'node:crypto';
import { DEVICE_API_BASE, deviceAccess, deviceApi, forwarderBody, type DeviceNotification } from '@paydesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/validation';
import { createPageThrottle } from '../../shared/page-throttle';
import type { DeviceService, DeviceTerminal } from './device.service';

/** The forwarder sends no id: a repeated delivery of one SMS is the same sender, time and text. */
const forwardedItem = (body: z.output<typeof forwarderBody>, now = Date.now()): DeviceNotification => {
  const at = body.receivedStamp ?? body.sentStamp;
  const time = at !== undefined && at > 946_684_800_000 && at < now + 86_400_000 ? at : now;
  return {
    id: `fwd-${createHash('sha256')
      .update(`${body.from}\n${at ?? ''}\n${body.text}`)
      .digest('hex')
      .slice(0, 32)}`,
    source: body.from,
    title: null,
    text: body.text,
    received_at: new Date(time).toISOString(),
  };
};

const bearer = (req: FastifyRequest) => {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
  if (!match) throw new AppError('device_token_invalid');
  return match[1]!;
};

/** A received time the phone claims: not before 2000 and not more than a day ahead of ours. */
const checkTimes = (items: DeviceNotification[]) => {
  const now = Date.now();
  const fields: Record<string, { key: string }> = {};
  items.forEach((item, index) => {
    const at = Date.parse(item.received_at);
    if (!(at >= Date.UTC(2000, 0, 1) && at <= now + 86_400_000)) fields[`items.${index}.received_at`] = { key: 'received_at_range' };
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation', {}, fields);
};

/**
 * The device API, `/api/device/v1/`: a phone pairs with its one-time code and then calls with
 * its bearer token; an SMS forwarder posts to its secret address. Every call is throttled per
 * terminal (pairing per address) before its body is worked on.
 */
export const registerDeviceApi = async (
  app: FastifyInstance,
  device: DeviceService,
  limits: { perSecond: number; pairPerMinute: number },
) => {
  const throttle = createPageThrottle(limits.perSecond * 60);
  const pairing = createPageThrottle(limits.pairPerMinute);
  const take = (key: string, budget = throttle) => {
    if (!budget.take(key)) throw new AppError('device_rate_limited');
  };

  await app.register(
    async (scope) => {
      const config = { access: deviceAccess, csrf: false };
      const authenticated = async (req: FastifyRequest) => {
        const token = bearer(req);
        take(`token:${token}`);
        return device.authenticate({ token });
      };

      scope.post(deviceApi.pair.path, { config }, async (req) => {
        take(`pair:${req.ip ?? 'unknown'}`, pairing);
        const body = parseWith(deviceApi.pair.body, req.body ?? {}, 'body');
        return { data: await device.pair(body, req.ip ?? null) };
      });
      scope.post(deviceApi.heartbeat.path, { config }, async (req) => {
        const terminal = await authenticated(req);
        const body = parseWith(deviceApi.heartbeat.body, req.body ?? {}, 'body');
        return { data: await device.heartbeat(terminal, body, req.ip ?? null) };
      });
      scope.post(deviceApi.notifications.path, { config }, async (req) => {
        const terminal: DeviceTerminal = await authenticated(req);
        const body = parseWith(deviceApi.notifications.body, req.body ?? {}, 'body');
        checkTimes(body.items);
        return { data: await device.ingest(terminal, body.items) };
      });
      scope.post(deviceApi.forward.path, { config }, async (req) => {
        const secret = (req.params as { secret: string }).secret;
        if (!/^[A-Za-z0-9_-]{20,64}$/.test(secret)) throw new AppError('device_token_invalid');
        take(`forward:${secret}`);
        const terminal = await device.authenticate({ forwarder: secret });
        const body = parseWith(forwarderBody, req.body ?? {}, 'body');
        const { items } = await device.ingest(terminal, [forwardedItem(body)]);
        return { data: items[0] };
      });
    },
    { prefix: DEVICE_API_BASE },
  );
};
