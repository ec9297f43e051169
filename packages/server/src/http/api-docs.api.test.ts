import {
  deviceApi,
  merchantApi,
  merchantDisputeApi,
  merchantPaymentMethodsApi,
  merchantWebhooksApi,
  WEBHOOK_EVENT_TYPES,
} from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
});
afterAll(() => server.close());

describe('the merchant API reference', () => {
  it('is an OpenAPI 3.1 document generated from the contract, with the signing headers and examples', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      info: { description: string };
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }
        >
      >;
      components: { securitySchemes: Record<string, { name: string }> };
    };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operations.sort()).toEqual(
      [
        ...Object.keys(merchantApi),
        ...Object.keys(merchantWebhooksApi),
        ...Object.keys(merchantPaymentMethodsApi),
        ...Object.keys(merchantDisputeApi),
        ...Object.keys(deviceApi).map((name) => `device_${name}`),
      ].sort(),
    );
    // Every answer a call can give is documented: its refusals, with Retry-After where it applies.
    const answers = (path: string, method: string) =>
      (document.paths[path]![method] as unknown as { responses: Record<string, { headers?: Record<string, unknown> }> }).responses;
    expect(Object.keys(answers('/api/v1/orders', 'post')).sort()).toEqual(['201', '401', '409', '422', '429', '503']);
    expect(answers('/api/v1/orders', 'post')['201']!.headers).toHaveProperty('Idempotent-Replayed');
    expect(answers('/api/v1/orders', 'post')['503']!.headers).toHaveProperty('Retry-After');
    expect(Object.keys(answers('/api/v1/orders/{id}/cancel', 'post')).sort()).toEqual(['200', '401', '404', '409', '422', '429', '503']);
    expect(Object.keys(answers('/api/v1/webhooks/deliveries/{id}/resend', 'post')).sort()).toEqual([
      '200',
      '401',
      '404',
      '409',
      '422',
      '429',
      '503',
    ]);
    // No 422 on a call that takes no input.
    expect(Object.keys(answers('/api/v1/balance', 'get')).sort()).toEqual(['200', '401', '429', '503']);
    expect(document.info.description).toContain('query string included, exactly as');
    // What the merchant receives is documented too: each event type's body, the order inside.
    const webhooks = (
      document as unknown as { webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }> }
    ).webhooks;
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(JSON.stringify(webhooks['order.paid']!.post.requestBody.content['application/json']!.schema)).toContain('paid_fiat');
    expect(Object.values(document.components.securitySchemes).map((scheme) => scheme.name)).toEqual([
      'X-Api-Key',
      'X-Timestamp',
      'X-Signature',
      undefined,
    ]);
    // The device API: its notifications' body is the contract's, and it is called with the device's bearer token.
    const notifications = document.paths['/api/device/v1/notifications']!.post! as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      security: Record<string, unknown>[];
    };
    expect(Object.keys(notifications.requestBody.content['application/json']!.schema.properties)).toEqual(['items']);
    expect(notifications.security).toEqual([{ deviceToken: [] }]);
    expect(document.info.description).toContain('Authorization: Bearer <token>');
    // The request body is the contract's own schema, field for field.
    const body = document.paths['/api/v1/orders']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties).sort()).toEqual(Object.keys(merchantApi.createOrder.body.shape).sort());
    expect(body.properties.amount).toMatchObject({ type: 'string', pattern: '^\\d{1,18}(\\.\\d{1,18})?$' });
    expect(body.properties.currency).toMatchObject({ pattern: '^[A-Z]{3}$' });
    expect(document.info.description).toContain('openssl dgst -sha256 -hmac');
    expect(document.info.description).toContain("createHmac('sha256', secret)");
  });

  it('is readable at /api/docs, its script served by the app under a nonce, nothing from elsewhere', async () => {
    const response = await fetch(`${server.url}/api/docs/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toContain(`nonce="${nonce}"`);
    const sources = [...html.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.startsWith('http')).toBe(false);
    const script = await fetch(new URL(sources[0]!, `${server.url}/api/docs/`));
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(0);
    // The rest of the app keeps its strict policy.
    expect((await fetch(`${server.url}/api/openapi.json`)).headers.get('content-security-policy')).not.toContain('nonce');
  });
});
