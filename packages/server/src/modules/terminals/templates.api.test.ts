import type { NotificationTemplateItem, Terminal, TemplateBank, TemplateTryAnswer } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createPgDb } from '../../db/pg-db';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { readyTrader, userIds } from '../../../test/order-fixtures';

let server: TestServer;
let admin: TestClient;
let token: string;
let sequence = 0;

type Page = { items: NotificationTemplateItem[]; context: { total_count: number } };
type Read = { kind: string | null; amount: string | null; tail: string | null; template: string | null };

const DEVICE = { android_id: 'f0e1d2c3b4a59687', android_version: '14', app_version: '1.0.0', device_model: 'Pixel 8' };

/** A Sberbank SMS no built-in template reads. */
const CUSTOM_TEXT = 'ПЛАТЕЖ ОТ КЛИЕНТА 750 RUB КАРТА 1234';
const CUSTOM = {
  bank: 'sberbank',
  sources: ['900'],
  kind: 'incoming',
  pattern: String.raw`^ПЛАТЕЖ ОТ КЛИЕНТА (?<amount>\d+) (?<currency>RUB) КАРТА (?<tail>\d{4})`,
} as const;
/** Read by the built-in `sberbank.sms.incoming-transfer` and by no other built-in one. */
const SBER_TEXT = 'СЧЁТ1111 21:21 Перевод 500р от Тимур Ж. Баланс: 51 110.2р';
const SBER_TEMPLATE = 'sberbank.sms.incoming-transfer';

/** What the device API reads in a notification from the phone, now. */
const deviceRead = async (text: string, source = '900') => {
  const response = await fetch(`${server.url}/api/device/v1/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ items: [{ id: `tpl-${++sequence}`, source, text, received_at: new Date().toISOString() }] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { items: { read: Read }[] } }).data.items[0]!.read;
};

const list = async (query = '') => (await admin.get<Page>(`/notification-template${query}`)).body.data!;
const customCount = async () => Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM notification_templates'))[0]!.n);
const tryOn = async (body: object) => admin.post<TemplateTryAnswer>('/notification-template/try', body);

beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
  admin = await loggedIn(server.url, 'admin');
  const trader = await loggedIn(server.url, 'trader');
  const requisite = await readyTrader(server, (await userIds(server)).get('trader')!, '4111111111111111');
  const created = await trader.post<Terminal & { pairing_code: string }>('/terminal', { name: 'Templates phone', requisites: [requisite] });
  const paired = await fetch(`${server.url}/api/device/v1/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: created.body.data!.pairing_code, device: DEVICE }),
  });
  token = ((await paired.json()) as { data: { token: string } }).data.token;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the templates list', () => {
  it('lists the built-in templates by bank and sender, with the banks and their senders for the form', async () => {
    const sber = await list('?filter[bank]=sberbank&count=100');
    expect(sber.context.total_count).toBeGreaterThan(5);
    expect(sber.items.every((item) => item.bank.slug === 'sberbank' && item.builtin && item.enabled)).toBe(true);
    expect(sber.items.find((item) => item.id === SBER_TEMPLATE)).toMatchObject({
      bank: { slug: 'sberbank', title: 'Сбербанк' },
      sources: expect.arrayContaining(['900']),
      kind: { slug: 'incoming', title: 'Incoming' },
    });
    const bySender = await list('?filter[source]=tinkoff&filter[kind]=outgoing&count=100');
    expect(bySender.items.length).toBeGreaterThan(0);
    expect(bySender.items.every((item) => item.bank.slug === 'tbank' && item.kind.slug === 'outgoing')).toBe(true);
    expect((await admin.get('/notification-template?filter[bank]=nobank')).status).toBe(422);

    const banks = (await admin.get<TemplateBank[]>('/notification-template/banks')).body.data!;
    expect(banks.find((bank) => bank.slug === 'sberbank')).toEqual({
      slug: 'sberbank',
      title: 'Сбербанк',
      sources: ['900', 'SBERBANK', 'ru.sberbankmobile'],
    });
  });
});

describe('the templates as CSV', () => {
  it('exports every template matching the filters once, not page after page without end', async () => {
    const total = (await list('?count=1')).context.total_count;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10_000);
    try {
      const response = await fetch(`${server.url}/api/inner/notification-template?format=csv&count=5`, {
        headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const lines = (await response.text()).trim().split('\r\n');
      // A pattern may hold a line break inside its quotes: count the rows by their ids instead.
      const ids = (await list(`?count=100`)).items.map((item) => item.id);
      expect(total).toBeGreaterThan(5);
      expect(ids.every((id) => lines.filter((line) => line.startsWith(`${id},`)).length === 1)).toBe(true);
    } finally {
      clearTimeout(timer);
    }
  });
});

describe('a custom template', () => {
  it('is tried on pasted texts, saved, edited and deleted, and reads real notifications at once', async () => {
    expect((await deviceRead(CUSTOM_TEXT)).template).toBeNull();

    const tried = (
      await tryOn({
        ...CUSTOM,
        texts: [
          { source: '900', text: CUSTOM_TEXT },
          { source: '900', text: SBER_TEXT },
        ],
      })
    ).body.data!;
    expect(tried.verdict).toEqual({ ok: true, code: null, message: null });
    expect(tried.results[0]).toMatchObject({
      candidate: { matched: true, kind: 'incoming', amount: '750.00', currency: 'RUB', tail: '1234' },
      current: { matched: false, outcome: 'unparsed' },
    });
    expect(tried.results[1]).toMatchObject({ candidate: { matched: false }, current: { matched: true, template: SBER_TEMPLATE } });
    // The pattern sees the text normalised: "500р" is "500 RUB".
    expect(tried.results[1]!.seen[0]).toContain('Перевод 500 RUB от Тимур Ж.');

    const created = await admin.post<NotificationTemplateItem>('/notification-template', CUSTOM);
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    expect(created.body.data).toMatchObject({ builtin: false, enabled: true, sources: ['900'], kind: { slug: 'incoming' } });
    expect(await deviceRead(CUSTOM_TEXT)).toMatchObject({ kind: 'incoming', amount: '750.00', tail: '1234', template: id });
    expect((await list('?filter[builtin]=false')).items.map((item) => item.id)).toEqual([id]);

    // Edited to read the tail no more: the next notification is read the new way.
    const edited = await admin.put<NotificationTemplateItem>(`/notification-template/${id}`, {
      ...CUSTOM,
      pattern: String.raw`^ПЛАТЕЖ ОТ КЛИЕНТА (?<amount>\d+) (?<currency>RUB)`,
    });
    expect(edited.status).toBe(200);
    expect(await deviceRead(CUSTOM_TEXT)).toMatchObject({ amount: '750.00', tail: null, template: id });

    // Switched off, then on.
    expect((await admin.patch(`/notification-template/${id}/enabled`, { enabled: false })).status).toBe(200);
    expect((await deviceRead(CUSTOM_TEXT)).template).toBeNull();
    expect((await admin.patch(`/notification-template/${id}/enabled`, { enabled: true })).status).toBe(200);
    expect((await deviceRead(CUSTOM_TEXT)).template).toBe(id);

    expect((await admin.request('DELETE', `/notification-template/${id}`)).status).toBe(200);
    expect((await deviceRead(CUSTOM_TEXT)).template).toBeNull();
    expect((await admin.request('DELETE', `/notification-template/${id}`)).status).toBe(404);
    expect(await customCount()).toBe(0);
  });

  it('applies at once in another server process on the same database', async () => {
    const db = createPgDb(server.databaseUrl, 2);
    let other: App | null = null;
    try {
      other = await buildApp({ config: server.config, db, startJobs: false });
      const store = other.services.terminals.templates;
      const before = await store.active();
      const created = await admin.post<NotificationTemplateItem>('/notification-template', CUSTOM);
      const id = created.body.data!.id;
      await expect.poll(async () => (await store.active()).some((template) => template.id === id), { timeout: 5_000 }).toBe(true);
      expect((await store.active()).length).toBe(before.length + 1);
      await admin.request('DELETE', `/notification-template/${id}`);
      await expect.poll(async () => (await store.active()).length, { timeout: 5_000 }).toBe(before.length);
    } finally {
      await other?.close();
      await db.close();
    }
  });
});

describe('a built-in template', () => {
  it('is switched off and on, changing what a notification reads, and is never edited or deleted', async () => {
    expect((await deviceRead(SBER_TEXT)).template).toBe(SBER_TEMPLATE);

    const off = await admin.patch<NotificationTemplateItem>(`/notification-template/${SBER_TEMPLATE}/enabled`, { enabled: false });
    expect(off.body.data).toMatchObject({ id: SBER_TEMPLATE, builtin: true, enabled: false });
    expect(await deviceRead(SBER_TEXT)).toMatchObject({ template: null, amount: null });
    expect((await list(`?filter[enabled]=false`)).items.map((item) => item.id)).toEqual([SBER_TEMPLATE]);

    const on = await admin.patch<NotificationTemplateItem>(`/notification-template/${SBER_TEMPLATE}/enabled`, { enabled: true });
    expect(on.body.data!.enabled).toBe(true);
    expect(await deviceRead(SBER_TEXT)).toMatchObject({ template: SBER_TEMPLATE, amount: '500.00' });

    const edit = await admin.put(`/notification-template/${SBER_TEMPLATE}`, CUSTOM);
    expect(edit.status).toBe(409);
    expect(edit.body.error!.code).toBe('template_builtin');
    admin.language = 'ru';
    const removed = await admin.request('DELETE', `/notification-template/${SBER_TEMPLATE}`);
    admin.language = 'en';
    expect(removed.status).toBe(409);
    expect(removed.body.error!.localized_message).toContain('Встроенные шаблоны');
    expect((await list(`?filter[enabled]=false`)).items).toEqual([]);
    expect((await admin.patch('/notification-template/no.such.template/enabled', { enabled: false })).status).toBe(404);
  });
});

describe('refusals', () => {
  const refusals: [string, object, string, string][] = [
    ['a pattern that does not compile', { pattern: '^(?<amount>\\d+' }, 'template_invalid_pattern', 'pattern'],
    ['a pattern that backtracks catastrophically', { pattern: '^(a+)+$' }, 'template_unsafe_pattern', 'pattern'],
    ['a group the parser does not know', { pattern: '^(?<iban>\\d+)' }, 'template_unknown_group', 'pattern'],
    ['a sender of another bank', { sources: ['Tinkoff'] }, 'template_unknown_source', 'sources'],
    ['a sender on no list', { sources: ['+79991234567'] }, 'template_unknown_source', 'sources'],
    ['a bank not on the list', { bank: 'nobank' }, 'template_unknown_bank', 'bank'],
    [
      'an incoming template reading a known outgoing text',
      { pattern: 'Перевод (?<amount>\\d+)' },
      'template_matches_known_sample',
      'pattern',
    ],
  ];

  it.each(refusals)('refuses %s, in both languages, and changes nothing', async (_name, change, code, field) => {
    const before = await list('?count=100&filter[bank]=sberbank');
    const created = await admin.post('/notification-template', { ...CUSTOM, ...change });
    expect(created.status).toBe(422);
    expect(created.body.error!.code).toBe(code);
    expect(Object.keys(created.body.error!.fields!)).toEqual([field]);
    admin.language = 'ru';
    const ru = await admin.post('/notification-template', { ...CUSTOM, ...change });
    admin.language = 'en';
    expect(ru.body.error!.fields![field]).toMatch(/[а-яё]/i);
    expect(ru.body.error!.fields![field]).not.toBe(created.body.error!.fields![field]);

    const tried = (await tryOn({ ...CUSTOM, ...change, texts: [{ source: '900', text: CUSTOM_TEXT }] })).body.data!;
    expect(tried.verdict).toMatchObject({ ok: false, code });
    expect(tried.verdict.message).toBe(created.body.error!.fields![field]);
    // Only a pattern whose safety was cleared is run on the texts.
    expect(tried.results[0]!.candidate === null).toBe(code !== 'template_matches_known_sample');

    expect(await customCount()).toBe(0);
    expect(await list('?count=100&filter[bank]=sberbank')).toEqual(before);
  });

  it('refuses an edit the same way and keeps the template as it was', async () => {
    const id = (await admin.post<NotificationTemplateItem>('/notification-template', CUSTOM)).body.data!.id;
    const edit = await admin.put(`/notification-template/${id}`, { ...CUSTOM, pattern: '^(a|a)*$' });
    expect(edit.body.error!.code).toBe('template_unsafe_pattern');
    expect((await list('?filter[builtin]=false')).items[0]!.pattern).toBe(CUSTOM.pattern);
    expect(await deviceRead(CUSTOM_TEXT)).toMatchObject({ template: id });
    await admin.request('DELETE', `/notification-template/${id}`);
  });

  it('refuses hostile values: a 10,000-character pattern, NUL bytes, too many texts to try', async () => {
    const long = await admin.post('/notification-template', { ...CUSTOM, pattern: `^${'a'.repeat(10_000)}(?<amount>\\d+)` });
    expect(long.status).toBe(422);
    expect(long.body.error!.code).toBe('validation');
    expect((await admin.post('/notification-template', { ...CUSTOM, pattern: '^a\u0000(?<amount>\\d+)' })).status).toBe(422);
    expect((await admin.post('/notification-template', { ...CUSTOM, sources: ['9\u000000'] })).status).toBe(422);
    const many = Array.from({ length: 21 }, () => ({ source: '900', text: CUSTOM_TEXT }));
    expect((await tryOn({ ...CUSTOM, texts: many })).status).toBe(422);
    expect((await admin.put('/notification-template/..%2F..%2Fetc', CUSTOM)).status).toBeGreaterThanOrEqual(400);
    expect(await customCount()).toBe(0);
  });
});

describe('who may manage templates', () => {
  it.each(['trader', 'merchant', 'support'])('refuses %s every template call with 403', async (username) => {
    const client = await loggedIn(server.url, username);
    expect((await client.get('/notification-template')).status).toBe(403);
    expect((await client.get('/notification-template/banks')).status).toBe(403);
    expect((await client.post('/notification-template', CUSTOM)).status).toBe(403);
    expect((await client.post('/notification-template/try', { ...CUSTOM, texts: [{ source: '900', text: CUSTOM_TEXT }] })).status).toBe(
      403,
    );
    expect((await client.patch(`/notification-template/${SBER_TEMPLATE}/enabled`, { enabled: false })).status).toBe(403);
    expect((await client.put(`/notification-template/${SBER_TEMPLATE}`, CUSTOM)).status).toBe(403);
    expect((await client.request('DELETE', `/notification-template/${SBER_TEMPLATE}`)).status).toBe(403);
    expect(await customCount()).toBe(0);
    expect((await deviceRead(SBER_TEXT)).template).toBe(SBER_TEMPLATE);
  });
});
