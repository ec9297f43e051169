import type { Flow, ListAnswer, PartnerSystem, Requisite, Restriction } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { postTransfer } from '../ledger/ledger.service';

let server: TestServer;
let admin: TestClient;
let trader: TestClient;
let trader2: TestClient;
let ids: Map<string, string>;

beforeAll(async () => {
  server = await startTestServer({ startJobs: false, env: { SANDBOX_PARTNER_FAILURE_RATE: '0', SANDBOX_PARTNER_LATENCY_MS: '1' } });
  [admin, trader, trader2] = await Promise.all([
    loggedIn(server.url, 'admin'),
    loggedIn(server.url, 'trader'),
    loggedIn(server.url, 'trader2'),
  ]);
  ids = new Map(
    (await server.db.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]),
  );
});
afterAll(() => server.close());

const card = {
  name: 'Main card',
  currency: 'RUB',
  payment_type: 'card',
  payment_option: 'sberbank_card',
  attributes: { card_number: '4111 1111 1111 1111', holder: 'IVAN PETROV' },
};

describe('payment types and options', () => {
  it('are seeded for RUB: card, SBP and account for the main banks, with field rules', async () => {
    const types = (await trader.get<{ slug: string; currencies: string[] }[]>('/payment_type?count=all')).body.data!;
    expect(types.map((type) => type.slug)).toEqual(['card', 'sbp', 'account']);
    expect(types.every((type) => type.currencies.includes('RUB'))).toBe(true);
    const options = (await trader.get<{ slug: string; validation_rules: Record<string, string[]> }[]>('/payment_option')).body.data!;
    expect(options.map((option) => option.slug)).toContain('tbank_sbp');
    expect(options.find((option) => option.slug === 'sberbank_card')!.validation_rules.card_number).toEqual([
      'required',
      'string',
      'digits:16',
      'luhn',
    ]);
  });
});

describe('requisites', () => {
  it('refuses a card number with a bad checksum, then accepts a good one, kept as digits', async () => {
    const bad = await trader.post('/trader/requisite', { ...card, attributes: { ...card.attributes, card_number: '4111111111111112' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error?.fields).toEqual({ 'attributes.card_number': 'is not a valid card number (checksum)' });
    trader.language = 'ru';
    const short = await trader.post('/trader/requisite', { ...card, attributes: { card_number: '4111', holder: '' } });
    trader.language = 'en';
    expect(short.body.error?.fields).toEqual({
      'attributes.card_number': 'должно состоять ровно из 16 цифр',
      'attributes.holder': 'обязательно для заполнения',
    });
    const good = await trader.post<Requisite>('/trader/requisite', card);
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({
      name: 'Main card',
      is_active: true,
      user: { username: 'trader' },
      currency: { code: 'RUB' },
      payment_type: { slug: 'card' },
      payment_option: { slug: 'sberbank_card' },
      attributes: { card_number: '4111111111111111', holder: 'IVAN PETROV' },
    });
  });

  it('checks the name, currency, type and option, and that the option belongs to the type', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', 'is required'],
      [{ currency: 'USDT' }, 'currency', 'is not a known fiat currency'],
      [{ payment_type: 'cash' }, 'payment_type', 'is not a known choice'],
      [{ payment_option: 'sberbank_sbp' }, 'payment_option', 'does not belong to the chosen payment type or currency'],
    ];
    for (const [patch, field, message] of cases) {
      const answer = await trader.post('/trader/requisite', { ...card, ...patch });
      expect(answer.status, field).toBe(422);
      expect(answer.body.error?.fields?.[field]).toBe(message);
    }
  });

  it('keeps phones as 10-15 digits', async () => {
    const sbp = {
      name: 'SBP',
      currency: 'RUB',
      payment_type: 'sbp',
      payment_option: 'tbank_sbp',
      attributes: { phone: '+7 (900) 123-45-67', holder: 'Ivan P.' },
    };
    expect((await trader.post<Requisite>('/trader/requisite', sbp)).body.data!.attributes.phone).toBe('79001234567');
    expect(
      (await trader.post('/trader/requisite', { ...sbp, attributes: { phone: '12345', holder: 'x y' } })).body.error?.fields?.[
        'attributes.phone'
      ],
    ).toBe('has an invalid format');
  });

  it("shows traders only their own requisites, and refuses another trader's", async () => {
    const mine = (await trader.get<ListAnswer<Requisite>>('/trader/requisite')).body.data!;
    expect(mine.items.length).toBeGreaterThanOrEqual(2);
    expect(mine.items.every((item) => item.user.username === 'trader')).toBe(true);
    expect((await trader2.get<ListAnswer<Requisite>>('/trader/requisite')).body.data!.items).toEqual([]);
    const target = mine.items[0]!;
    expect((await trader2.put(`/trader/requisite/${target.id}`, { name: 'stolen' })).status).toBe(404);
    expect((await trader2.get(`/trader/requisite/${target.id}/restrictions`)).status).toBe(404);
    expect((await trader.get('/requisite')).status).toBe(403);
    const all = (await admin.get<ListAnswer<Requisite>>('/requisite?filter[username]=trader')).body.data!;
    expect(all.items.map((item) => item.id)).toContain(target.id);
  });

  it('turns a requisite off and on, and edits it by the same rules', async () => {
    const target = (await trader.get<ListAnswer<Requisite>>('/trader/requisite?filter[payment_type]=card')).body.data!.items[0]!;
    expect((await trader.put<Requisite>(`/trader/requisite/${target.id}`, { is_active: false })).body.data!.is_active).toBe(false);
    const bad = await trader.put(`/trader/requisite/${target.id}`, { attributes: { card_number: '1234567812345678', holder: 'A B' } });
    expect(bad.body.error?.fields?.['attributes.card_number']).toBe('is not a valid card number (checksum)');
    const renamed = (await trader.put<Requisite>(`/trader/requisite/${target.id}`, { name: 'Reserve card', is_active: true })).body.data!;
    expect(renamed).toMatchObject({ name: 'Reserve card', is_active: true, attributes: { card_number: '4111111111111111' } });
  });

  it('admins create a requisite for a trader only', async () => {
    expect((await admin.post('/requisite', { ...card, user_uuid: ids.get('merchant') })).body.error?.fields?.user_uuid).toBe(
      'must be a trader',
    );
    // The trader's card cannot also be trader2's: a payment could land with the wrong person.
    expect((await admin.post('/requisite', { ...card, user_uuid: ids.get('trader2') })).body.error?.fields).toEqual({
      'attributes.card_number': 'is already an active requisite of another trader',
    });
    const own = { ...card, attributes: { ...card.attributes, card_number: '5555 5555 5555 4444' } };
    expect((await admin.post<Requisite>('/requisite', { ...own, user_uuid: ids.get('trader2') })).body.data!.user.username).toBe('trader2');
  });
});

describe('restrictions', () => {
  it('stores per-requisite restrictions by their rules; a restriction in use has all its fields filled', async () => {
    const target = (await trader.get<ListAnswer<Requisite>>('/trader/requisite')).body.data!.items[0]!;
    const bad = await trader.put(`/trader/requisite/${target.id}/restrictions`, {
      restrictions: [
        { type: 'amount_per_order', value: { min: '-5', max: 'abc' } },
        { type: 'daily_count', value: { max: '2.5' } },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error?.fields).toEqual({
      'restrictions.0.value.min': 'must be at least 0',
      'restrictions.0.value.max': 'must be a number',
      'restrictions.1.value.max': 'must be a whole number',
    });
    const partial = await trader.put(`/trader/requisite/${target.id}/restrictions`, {
      restrictions: [
        { type: 'amount_per_order', value: { min: '500', max: '' } },
        { type: 'daily_turnover', value: { max: 100000 } },
      ],
    });
    expect(partial.status).toBe(422);
    expect(partial.body.error?.fields).toEqual({ 'restrictions.0.value.max': 'All fields must be filled' });
    const twice = await trader.put(`/trader/requisite/${target.id}/restrictions`, {
      restrictions: [
        { type: 'daily_turnover', value: { max: 100 } },
        { type: 'daily_turnover', value: { max: 200 } },
      ],
    });
    expect(twice.body.error?.fields).toEqual({ 'restrictions.1.type': 'must not list the same restriction type twice' });
    const backwards = await trader.put(`/trader/requisite/${target.id}/restrictions`, {
      restrictions: [{ type: 'amount_per_order', value: { min: '500.10', max: '500.09' } }],
    });
    expect(backwards.body.error?.fields).toEqual({ 'restrictions.0.value.max': 'must not be less than the minimum amount' });
    expect((await trader.get<Restriction[]>(`/trader/requisite/${target.id}/restrictions`)).body.data!.some((item) => item.is_active)).toBe(
      false,
    );
    const saved = await trader.put<Restriction[]>(`/trader/requisite/${target.id}/restrictions`, {
      restrictions: [
        { type: 'amount_per_order', value: { min: '500', max: '90000' } },
        { type: 'daily_turnover', value: { max: 100000 } },
        { type: 'open_orders', value: { max: ' ' } },
      ],
    });
    expect(saved.status).toBe(200);
    const byType = new Map(saved.body.data!.map((item) => [item.type.slug, item]));
    expect(byType.get('amount_per_order')).toMatchObject({ value: { min: '500', max: '90000' }, is_active: true, fields: ['min', 'max'] });
    expect(byType.get('daily_turnover')!.value).toEqual({ max: '100000' });
    expect(byType.get('open_orders')).toMatchObject({ value: { max: null }, is_active: false });
    const read = (await trader.get<Restriction[]>(`/trader/requisite/${target.id}/restrictions`)).body.data!;
    expect(read.find((item) => item.type.slug === 'amount_per_order')!.value).toEqual({ min: '500', max: '90000' });
  });

  it('stores restrictions per trader in a flow, for a trader of that flow only', async () => {
    const flow = (
      await admin.post<Flow>('/flow/', {
        name: 'Restricted',
        fiat_currency: 'RUB',
        crypto_currency: 'USDT',
        currency_rate_source: 'manual',
        currency_rate: '90',
      })
    ).body.data!;
    const body = { flow_uuid: flow.uuid, trader_uuid: ids.get('trader'), types: [{ type: 'daily_count', values: { max: '25' } }] };
    expect((await admin.post('/trader_restriction', body)).status).toBe(404);
    await admin.post(`/flow/${flow.uuid}/executor`, { executor_type: 'trader', executor_id: ids.get('trader') });
    const saved = await admin.post<{ id: string; types: Restriction[] }>('/trader_restriction', body);
    expect(saved.status).toBe(200);
    expect(saved.body.data!.types.map((item) => [item.type.slug, item.value])).toEqual([['daily_count', { max: '25' }]]);
    const listed = (await admin.get<ListAnswer<{ id: string; flow_uuid: string }>>(`/trader_restriction?filter[flow_uuid]=${flow.uuid}`))
      .body.data!;
    expect(listed.items.map((item) => item.flow_uuid)).toEqual([flow.uuid]);
    expect((await admin.request('DELETE', `/trader_restriction/${saved.body.data!.id}`)).status).toBe(200);
    expect((await admin.get<ListAnswer<unknown>>(`/trader_restriction?filter[flow_uuid]=${flow.uuid}`)).body.data!.items).toEqual([]);
  });
});

describe('partner systems', () => {
  it('list the sandbox partner with its flows and a balance from the ledger, and its balance history from its balance calls', async () => {
    await server.db.transaction((tx) =>
      postTransfer(tx, {
        from: { system: 'world' },
        to: { partner: 'sandbox', part: 'available' },
        currency: 'USDT',
        amount: 12_500_000n,
        kind: 'partner_topup',
        idempotencyKey: 'partner-test-1',
      }),
    );
    const list = (await admin.get<PartnerSystem[]>('/partner-system')).body.data!;
    expect(list.map((item) => item.partner.slug)).toEqual(['sandbox']);
    expect(list[0]!.balance).toEqual({ amount: '12.500000', currency: { code: 'USDT' } });
    const detail = (await admin.get<PartnerSystem>('/partner-system/sandbox')).body.data!;
    expect(detail.payment_options.map((option) => option.slug)).toEqual(['card', 'sbp']);
    const log = async () =>
      (await admin.get<ListAnswer<{ balance: { amount: string }; kind: string }>>('/partner-system/sandbox/balance-log')).body.data!;
    // The ledger's top-up is the balance with us; the history is what the partner's balance call answers.
    expect((await log()).items).toEqual([]);
    expect(await server.app.services.partners.recordBalances()).toBe(1);
    expect((await log()).items.map((item) => [item.kind, item.balance.amount])).toEqual([['balance_call', '1000000.000000']]);
    expect((await admin.get('/partner-system/nope')).status).toBe(404);
  });
});
