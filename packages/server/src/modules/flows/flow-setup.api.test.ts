import type { Flow } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
let flow: Flow;
let traderId: string;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  admin = await loggedIn(server.url, 'admin');
  traderId = (await server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'trader'"))[0]!.id;
  flow = (
    await admin.post<Flow>('/flow/', {
      name: 'Config flow',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      currency_rate_source: 'manual',
      currency_rate: '90',
    })
  ).body.data!;
  flow = (await admin.post<Flow>(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: traderId })).body.data!;
});
afterAll(() => server.close());

const bindId = () => flow.executors[0]!.bind_id;

describe('flow setup: merchants, executors and their fees', () => {
  it('takes fee ranges that touch, so that every amount falls in exactly one', async () => {
    const answer = await admin.patch<Flow>(`/flow/${flow.uuid}/executor/${bindId()}/fees`, {
      fees: [
        { direction: 'pay_in', min_amount: '0', max_amount: '10000', percentage: '1' },
        { direction: 'pay_in', min_amount: '10000', max_amount: null, percentage: '0.5' },
      ],
    });
    expect(answer.status).toBe(200);
    const overlapping = await admin.patch(`/flow/${flow.uuid}/executor/${bindId()}/fees`, {
      fees: [
        { direction: 'pay_in', min_amount: '0', max_amount: '10000', percentage: '1' },
        { direction: 'pay_in', min_amount: '9999.99', max_amount: null, percentage: '0.5' },
      ],
    });
    expect(overlapping.body.error?.fields?.fees).toBe('fee ranges of one direction must not overlap');
  });

  it.each([null, '', true, 2.5, '7.0', -1])('refuses %j as a priority and keeps the old one', async (priority) => {
    const answer = await admin.patch(`/flow/${flow.uuid}/executor/${bindId()}/priority`, { priority });
    expect(answer.status).toBe(422);
    expect((await admin.get<Flow>(`/flow/${flow.uuid}`)).body.data!.executors[0]!.priority).toBe(0);
  });

  it('takes a priority as a whole number or its digits', async () => {
    expect(
      (await admin.patch<Flow>(`/flow/${flow.uuid}/executor/${bindId()}/priority`, { priority: '7' })).body.data!.executors[0]!.priority,
    ).toBe(7);
  });

  it('attaches a partner system only to a flow whose currency it serves', async () => {
    await server.db.query("UPDATE partner_systems SET fiat_currencies = '{KZT}' WHERE slug = 'sandbox'");
    const answer = await admin.post(`/flow/${flow.uuid}/executor`, { executor_type: 'partner', executor_id: 'sandbox' });
    expect(answer.body.error?.fields).toEqual({ executor_id: "does not serve the flow's currency (RUB)" });
    await server.db.query("UPDATE partner_systems SET fiat_currencies = '{RUB}' WHERE slug = 'sandbox'");
    expect((await admin.post(`/flow/${flow.uuid}/executor`, { executor_type: 'partner', executor_id: 'sandbox' })).status).toBe(200);
  });
});

describe('renaming and switching a flow', () => {
  const create = async (name: string, rate: string | null) =>
    (
      await admin.post<Flow>('/flow/', {
        name,
        fiat_currency: 'RUB',
        crypto_currency: 'USDT',
        currency_rate_source: rate ? 'manual' : 'binance_p2p',
        currency_rate: rate,
      })
    ).body.data!;
  const merchantId = async () => (await server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'merchant'"))[0]!.id;

  it('renames a flow, trimmed, and refuses a blank name without changing it', async () => {
    const created = await create('Before', '90');
    const renamed = await admin.patch<Flow>(`/flow/${created.uuid}`, { name: '  After  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data!.name).toBe('After');
    const blank = await admin.patch(`/flow/${created.uuid}`, { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.error?.fields?.name).toBeTruthy();
    expect(await admin.patch(`/flow/${created.uuid}`, {})).toMatchObject({ status: 422 });
    expect((await admin.get<Flow>(`/flow/${created.uuid}`)).body.data!.name).toBe('After');
  });

  it('refuses to switch on a flow that cannot route, saying why, in the caller language', async () => {
    const created = await create('Unroutable', null);
    const noMerchant = await admin.patch(`/flow/${created.uuid}`, { is_active: true });
    expect(noMerchant.status).toBe(422);
    expect(noMerchant.body.error?.code).toBe('flow_cannot_route');
    expect(noMerchant.body.error?.message).toBe('The flow cannot be switched on: no merchant is attached.');
    await admin.post(`/flow/${created.uuid}/merchants/${await merchantId()}`);
    const noExecutor = await admin.request('PATCH', `/flow/${created.uuid}`, {
      body: { is_active: true },
      headers: { 'x-language': 'ru' },
    });
    expect(noExecutor.body.error?.message).toBe('Поток нельзя включить: его не обслуживает ни трейдер, ни партнёр.');
    await admin.post(`/flow/${created.uuid}/executor`, { executor_type: 'trader', executor_id: traderId });
    // A market source with no fetched rate: the flow still cannot route.
    const noRate = await admin.patch(`/flow/${created.uuid}`, { is_active: true });
    expect(noRate.status).toBe(422);
    expect(noRate.body.error?.message).toMatch(/^The flow cannot be switched on: .+/);
    expect((await admin.get<Flow>(`/flow/${created.uuid}`)).body.data!.is_active).toBe(false);
  });

  it('switches a routable flow on and off', async () => {
    const created = await create('Routable', '95');
    await admin.post(`/flow/${created.uuid}/merchants/${await merchantId()}`);
    await admin.post(`/flow/${created.uuid}/executor`, { executor_type: 'trader', executor_id: traderId });
    const on = await admin.patch<Flow>(`/flow/${created.uuid}`, { is_active: true });
    expect(on.status).toBe(200);
    expect(on.body.data!.is_active).toBe(true);
    const off = await admin.patch<Flow>(`/flow/${created.uuid}`, { is_active: false });
    expect(off.body.data!.is_active).toBe(false);
  });
});
