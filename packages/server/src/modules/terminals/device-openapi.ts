import { DEVICE_API_BASE, deviceApi } from '@paydesk/contract';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';

export const DEVICE_API_GUIDE = `## Device API

A trader's phone (our app, or any client) pairs with the one-time code the terminals page shows
(\`POST ${DEVICE_API_BASE}/pair\`) and gets its token; every other call carries
\`Authorization: Bearer <token>\`. A heartbeat every 30 s keeps the terminal online (two minutes
without one: \`lost_connection\`, no orders). Notifications are stored once per \`id\`; the answer says
what was read and what became of each. An SMS-forwarder app posts its default payload to the secret
address the terminals page issues instead (\`${DEVICE_API_BASE}/forward/{secret}\`). A disabled,
deleted or re-paired terminal's token answers 401 \`device_token_invalid\` or 403 \`device_refused\`;
calls are throttled per device (429 \`device_rate_limited\`).`;

const SUMMARIES: Record<keyof typeof deviceApi, string> = {
  pair: 'Pair a phone with the one-time code; answers its token',
  heartbeat: 'Say the phone is alive, with its device information',
  notifications: 'Send bank notifications: each stored once, read and matched to an open pay-in',
  forward: 'An SMS-forwarder app posts one SMS to the terminal’s secret address',
};

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), localized_message: z.string() }) });
const failure = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });

/** The device API's operations for the OpenAPI document, from the contract's schemas. */
export const deviceOpenApiPaths = (): ZodOpenApiPathsObject => {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, route] of Object.entries(deviceApi) as [keyof typeof deviceApi, (typeof deviceApi)[keyof typeof deviceApi]][]) {
    const bearer = name === 'heartbeat' || name === 'notifications';
    paths[`${DEVICE_API_BASE}${route.path.replace(/:(\w+)/g, '{$1}')}`] = {
      post: {
        operationId: `device_${name}`,
        tags: ['Device API'],
        summary: SUMMARIES[name],
        security: bearer ? [{ deviceToken: [] }] : [],
        ...('params' in route ? { requestParams: { path: route.params } } : {}),
        requestBody: { content: { 'application/json': { schema: route.body } } },
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: route.response } } },
          '401': failure('pairing_code_invalid or device_token_invalid'),
          '403': failure('device_refused: the terminal is disabled or not approved'),
          '422': failure('validation'),
          '429': failure('device_rate_limited'),
        },
      },
    };
  }
  return paths;
};
