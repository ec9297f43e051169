import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import createClient, { type Middleware } from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { Webhook } from 'standardwebhooks';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { loggedIn } from '../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../test/order-fixtures';
import { createWebhooksService } from '../modules/webhooks/webhooks.service';
import { merchantSignature } from './merchant-auth';

/**
 * A shop's developer with only the reference: the document passes an independent OpenAPI 3.1
 * validator; a client generated from it (openapi-typescript types, openapi-fetch calls) compiles
 * against the generated types and makes a pay-in, a pay-out, a list and a cancel, signed as the
 * reference says; a webhook is verified with the official Standard Webhooks library.
 */
let server: TestServer;
let document: Record<string, unknown>;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-client-'));

beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' } });
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Record<string, unknown>;
  const ids = await userIds(server);
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'client-trader');
  await fundUser(server, ids.get('merchant')!, 1_000_000_000n, 'client-merchant');
  const flow = await liveFlow(server, [ids.get('trader')!]);
  // Pay-outs too: the trader's fee for them.
  const executor = flow.executors.find((item) => item.user?.uuid === ids.get('trader'))!;
  const admin = await loggedIn(server.url, 'admin');
  const fees = await admin.patch(`/flow/${flow.uuid}/executor/${executor.bind_id}/fees`, {
    fees: [
      { direction: 'pay_in', min_amount: '0', max_amount: null, percentage: '1' },
      { direction: 'pay_out', min_amount: '0', max_amount: null, percentage: '2' },
    ],
  });
  expect(fees.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('a client built from the reference alone', () => {
  it('is an OpenAPI 3.1 document an independent validator accepts', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('generates types that a client compiles against, and the client pays in, pays out, lists and cancels', async () => {
    const types = astToString(await openapiTS(document as never));
    fs.writeFileSync(path.join(folder, 'merchant-api.d.ts'), types);
    // A shop's code against the generated types: a wrong field or path would not compile.
    fs.writeFileSync(
      path.join(folder, 'shop.ts'),
      `import createClient from 'openapi-fetch';
import type { paths } from './merchant-api';
const client = createClient<paths>({ baseUrl: 'http://localhost' });
export const payIn = () =>
  client.POST('/api/v1/orders', { body: { direction: 'pay_in', merchant_order_id: 'shop-1', amount: '1500.00', currency: 'RUB', payment_type: 'card' } });
export const list = () => client.GET('/api/v1/orders', { params: { query: { status: 'new', limit: 10 } } });
export const cancel = (id: string) => client.POST('/api/v1/orders/{id}/cancel', { params: { path: { id } } });
export const methods = () => client.GET('/api/v1/payment-methods', { params: { query: { currency: 'RUB' } } });
`,
    );
    const program = ts.createProgram([path.join(folder, 'shop.ts')], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      typeRoots: [],
      baseUrl: folder,
      paths: { 'openapi-fetch': [path.resolve(import.meta.dirname, '../../../../node_modules/openapi-fetch')] },
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);

    // The same calls at run time, signed as the reference's guide says.
    const { key, secret } = await merchantApi(server);
    const signing: Middleware = {
      async onRequest({ request }) {
        const url = new URL(request.url);
        const body = request.body ? await request.clone().text() : '';
        const timestamp = String(Math.floor(Date.now() / 1000));
        request.headers.set('x-api-key', key);
        request.headers.set('x-timestamp', timestamp);
        request.headers.set('x-signature', merchantSignature(secret, timestamp, request.method, `${url.pathname}${url.search}`, body));
        return request;
      },
    };
    // The generated types are for the shop's compiler; at run time the client needs only the paths.
    const client = createClient<Record<string, never>>({ baseUrl: server.url }) as unknown as ReturnType<typeof createClient>;
    client.use(signing);
    const call = client as unknown as {
      GET: (path: string, init?: unknown) => Promise<{ data?: { data: unknown }; error?: unknown; response: Response }>;
      POST: (path: string, init?: unknown) => Promise<{ data?: { data: unknown }; error?: unknown; response: Response }>;
    };

    const payIn = await call.POST('/api/v1/orders', {
      body: { direction: 'pay_in', merchant_order_id: `shop-${Date.now()}`, amount: '1500.00', currency: 'RUB', payment_type: 'card' },
    });
    expect(payIn.error ?? null).toBeNull();
    expect(payIn.response.status).toBe(201);
    const created = payIn.data!.data as { id: string; status: string };
    expect(created.status).toBe('new');

    const methods = (await call.GET('/api/v1/payment-methods', { params: { query: { currency: 'RUB' } } })).data!.data as {
      payment_types: { slug: string; options: { slug: string; fields: { name: string; required: boolean }[] }[] }[];
    };
    const card = methods.payment_types.find((type) => type.slug === 'card')!;
    const option = card.options[0]!;
    const attributes = Object.fromEntries(
      option.fields
        .filter((field) => field.required)
        .map((field) => [field.name, field.name === 'card_number' ? '4276380012345679' : 'IVAN PETROV']),
    );
    const payOut = await call.POST('/api/v1/orders', {
      body: {
        direction: 'pay_out',
        merchant_order_id: `shop-out-${Date.now()}`,
        amount: '1200.00',
        currency: 'RUB',
        payment_type: 'card',
        recipient: { payment_option: option.slug, attributes },
      },
    });
    expect(payOut.error ?? null).toBeNull();
    expect(payOut.response.status).toBe(201);

    const listed = await call.GET('/api/v1/orders', { params: { query: { status: 'new', limit: 10 } } });
    expect(listed.response.status).toBe(200);
    expect((listed.data!.data as { items: { id: string }[] }).items.map((item) => item.id)).toContain(created.id);

    const canceled = await call.POST('/api/v1/orders/{id}/cancel', { params: { path: { id: created.id } } });
    expect(canceled.response.status).toBe(200);
    expect((canceled.data!.data as { status: string }).status).toBe('canceled');
    // A refusal comes in the documented error shape.
    const again = await call.POST('/api/v1/orders/{id}/cancel', { params: { path: { id: created.id } } });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ error: { code: 'illegal_transition' } });
  });

  it('verifies a webhook with the official Standard Webhooks library and the key as shown', async () => {
    const key = `whsec_${randomBytes(32).toString('base64')}`;
    const received: { body: string; headers: http.IncomingHttpHeaders }[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const merchant = await loggedIn(server.url, 'merchant');
      await merchant.patch('/user/notification_url', {
        notification_url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      });
      await merchant.patch('/user/notification_key', { notification_key: key });
      const { call } = await merchantApi(server);
      const order = await call<{ id: string }>('POST', '/orders', {
        direction: 'pay_in',
        merchant_order_id: `shop-hook-${Date.now()}`,
        amount: '1700.00',
        currency: 'RUB',
        payment_type: 'card',
      });
      await createWebhooksService(server.app.deps, {
        settings: server.app.services.webhookSettings,
        orderView: server.app.services.orders.webhookView,
      }).deliverDue();
      const delivered = received.find((request) => request.body.includes(order.body.data!.id))!;
      const verified = new Webhook(key).verify(delivered.body, {
        'webhook-id': String(delivered.headers['webhook-id']),
        'webhook-timestamp': String(delivered.headers['webhook-timestamp']),
        'webhook-signature': String(delivered.headers['webhook-signature']),
      }) as { type: string; data: { id: string } };
      expect(verified).toMatchObject({ type: 'order.created', data: { id: order.body.data!.id } });
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
