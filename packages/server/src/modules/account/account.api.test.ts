import { currentUserSchema, WEBHOOK_SLUGS, type CurrentUser, type WebhookSetting } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;
let merchant: TestClient;
let trader: TestClient;
let agent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  [merchant, trader, agent] = await Promise.all([
    loggedIn(server.url, 'merchant'),
    loggedIn(server.url, 'trader'),
    loggedIn(server.url, 'agent'),
  ]);
});
afterAll(() => server.close());

describe('current user', () => {
  it('answers in the spec shape, with the role title localized', async () => {
    const answer = await merchant.get<CurrentUser>('/user/current');
    expect(answer.status).toBe(200);
    const user = currentUserSchema.parse(answer.body.data);
    expect(user).toMatchObject({ username: 'merchant', type: { slug: 'merchant', title: 'Merchant' }, is_active: true, two_factor: false });
    expect(user.api_keys.key.length).toBeGreaterThan(10);
    // The API secret is shown only when it is made; a new merchant has none yet.
    expect(user.api_keys).toEqual({ key: user.api_keys.key, has_secret: false, has_notification: false });
    expect(user.ws_token.length).toBeGreaterThan(20);
    merchant.language = 'ru';
    expect((await merchant.get<CurrentUser>('/user/current')).body.data?.type.title).toBe('Мерчант');
    merchant.language = 'en';
  });

  it("carries a trader's profile with insurance and fee ranges as exact strings", async () => {
    const user = (await trader.get<CurrentUser>('/user/current')).body.data!;
    expect(user.profile).toMatchObject({ insurance_paid: true, deposit_open: true, withdraw_open: true });
    expect(user.profile?.fees).toEqual([
      { direction: 'pay_in', min_amount: '0.000000', max_amount: '499.000000', percentage: '5.00' },
      { direction: 'pay_in', min_amount: '500.000000', max_amount: null, percentage: '4.50' },
      { direction: 'pay_out', min_amount: '0.000000', max_amount: null, percentage: '5.00' },
    ]);
    const unpaid = await loggedIn(server.url, 'trader2');
    expect((await unpaid.get<CurrentUser>('/user/current')).body.data?.profile?.insurance_paid).toBe(false);
  });

  it('hides merchant-only keys from other roles', async () => {
    const user = (await agent.get<CurrentUser>('/user/current')).body.data!;
    expect(user.api_keys.has_secret).toBe(false);
    expect(user.api_keys.has_notification).toBe(false);
    expect(user.profile).toBeNull();
  });
});

describe('secret key', () => {
  it('is made after the current password, shown once, and stored sealed', async () => {
    const wrong = await trader.post('/user/secret_key', { current_password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.code).toBe('password_incorrect');
    expect((await trader.get<CurrentUser>('/user/current')).body.data!.api_keys.has_secret).toBe(false);

    const answer = await trader.post<{ secret_key: string }>('/user/secret_key', { current_password: 'trader-demo-1' });
    expect(answer.status).toBe(200);
    const secret = answer.body.data!.secret_key;
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const current = await trader.get<CurrentUser>('/user/current');
    expect(current.body.data!.api_keys.has_secret).toBe(true);
    expect(JSON.stringify(current.body)).not.toContain(secret);

    const [row] = await server.db.query<{ secret_key: string }>("SELECT secret_key FROM users WHERE username = 'trader'");
    expect(row!.secret_key).not.toContain(secret);
    expect(server.app.services.account.openSecret('secret_key', row!.secret_key)).toBe(secret);

    const again = await trader.post<{ secret_key: string }>('/user/secret_key', { current_password: 'trader-demo-1' });
    expect(again.body.data!.secret_key).not.toBe(secret);
    const refused = await agent.post('/user/secret_key', { current_password: 'agent-demo-1' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
  });

  it('secrets stored in the clear before are sealed at start, once', async () => {
    await server.db.query("UPDATE users SET secret_key = 'legacy-plain-secret', secrets_sealed = false WHERE username = 'partner'");
    expect(await server.app.services.account.sealLegacySecrets()).toBe(1);
    expect(await server.app.services.account.sealLegacySecrets()).toBe(0);
    const [row] = await server.db.query<{ secret_key: string }>("SELECT secret_key FROM users WHERE username = 'partner'");
    expect(row!.secret_key).not.toBe('legacy-plain-secret');
    expect(server.app.services.account.openSecret('secret_key', row!.secret_key)).toBe('legacy-plain-secret');
  });
});

describe('notification key and URL', () => {
  it('saves a notification key and refuses a blank one without changing the saved key', async () => {
    expect((await merchant.patch('/user/notification_key', { notification_key: 'my-signing-key-1' })).body.data).toEqual({
      notification_key: 'my-signing-key-1',
    });
    const blank = await merchant.patch('/user/notification_key', { notification_key: '   ' });
    expect(blank.status).toBe(422);
    // The key is never sent with the user (nor in the signed-in page that embeds it): only on demand, uncached.
    const current = await merchant.get<CurrentUser>('/user/current');
    expect(current.body.data!.api_keys.has_notification).toBe(true);
    expect(JSON.stringify(current.body)).not.toContain('my-signing-key-1');
    const shown = await merchant.get<{ notification_key: string | null }>('/user/notification_key');
    expect(shown.body.data).toEqual({ notification_key: 'my-signing-key-1' });
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect((await agent.get('/user/notification_key')).status).toBe(403);
    const [row] = await server.db.query<{ signing_key: string }>(
      "SELECT s.signing_key FROM webhook_settings s JOIN users u ON u.id = s.merchant_id WHERE u.username = 'merchant'",
    );
    expect(row!.signing_key).not.toContain('my-signing-key-1');
  });

  it('saves an http(s) URL and refuses anything else with a localized message', async () => {
    expect((await merchant.patch('/user/notification_url', { notification_url: 'https://shop.example/hook' })).status).toBe(200);
    expect((await merchant.get<CurrentUser>('/user/current')).body.data!.notification_url).toBe('https://shop.example/hook');
    const ftp = await merchant.patch('/user/notification_url', { notification_url: 'ftp://shop.example/hook' });
    expect(ftp.status).toBe(422);
    expect(ftp.body.error?.fields?.notification_url).toBe('must start with http:// or https://');
    merchant.language = 'ru';
    const junk = await merchant.patch('/user/notification_url', { notification_url: 'not a url' });
    expect(junk.body.error?.message).toBe('URL уведомлений: должно быть корректным URL');
    merchant.language = 'en';
    expect((await merchant.get<CurrentUser>('/user/current')).body.data!.notification_url).toBe('https://shop.example/hook');
  });

  it('is for merchants only', async () => {
    expect((await trader.patch('/user/notification_url', { notification_url: 'https://x.example' })).status).toBe(403);
  });
});

describe('webhooks', () => {
  const load = async () => (await merchant.get<WebhookSetting[]>('/user/webhook')).body.data!;

  it('lists every webhook type, enabled by default, with localized titles', async () => {
    const list = await load();
    expect(list.map((item) => item.webhook.slug)).toEqual([...WEBHOOK_SLUGS]);
    expect(list.every((item) => !item.is_disabled)).toBe(true);
    merchant.language = 'ru';
    expect((await load())[0]!.webhook.title).toBe('Заказ создан');
    merchant.language = 'en';
  });

  it('treats the sent list as the disabled ones, and all enabled when none is disabled', async () => {
    const saved = await merchant.put('/user/webhook', {
      webhooks: [
        { slug: 'order.canceled', is_disabled: true },
        { slug: 'order.done', is_disabled: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect((await load()).filter((item) => item.is_disabled).map((item) => item.webhook.slug)).toEqual(['order.canceled', 'order.done']);
    await merchant.put('/user/webhook', { webhooks: WEBHOOK_SLUGS.map((slug) => ({ slug, is_disabled: false })) });
    expect((await load()).some((item) => item.is_disabled)).toBe(false);
  });

  it('refuses an unknown webhook and changes nothing', async () => {
    await merchant.put('/user/webhook', { webhooks: [{ slug: 'order.paid', is_disabled: true }] });
    const bad = await merchant.put('/user/webhook', { webhooks: [{ slug: 'made.up', is_disabled: true }] });
    expect(bad.status).toBe(422);
    expect(bad.body.error?.fields?.['webhooks.0.slug']).toMatch(/^must be one of: /);
    expect((await load()).filter((item) => item.is_disabled).map((item) => item.webhook.slug)).toEqual(['order.paid']);
  });
});

describe('reference lists', () => {
  it('lists languages and currencies with their scales', async () => {
    const c = new TestClient(server.url);
    expect((await c.get('/language')).body.data).toEqual([
      { code: 'en', title: 'English' },
      { code: 'ru', title: 'Русский' },
    ]);
    const fiat = (await agent.get<{ code: string; scale: number }[]>('/currency/fiat/')).body.data!;
    expect(fiat.find((currency) => currency.code === 'RUB')).toMatchObject({ scale: 2, type: 'fiat' });
    const crypto = (await agent.get<{ code: string; scale: number; ratio_fraction: number }[]>('/currency/crypto')).body.data!;
    expect(crypto).toEqual([{ code: 'USDT', name: 'Tether USD', type: 'crypto', scale: 6, ratio_fraction: 2 }]);
    expect((await c.get('/currency/fiat/')).status).toBe(401);
  });
});

describe('security headers', () => {
  it('sends CSP with frame-ancestors, nosniff and a referrer policy', async () => {
    const answer = await new TestClient(server.url).get('/language');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers malformed JSON with a clear 400 and no internals', async () => {
    const c = new TestClient(server.url);
    await c.get('/csrf-cookie');
    const answer = await c.request('POST', '/login', {
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(c.cookies.get('XSRF-TOKEN')!) },
      body: undefined,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'validation', message: 'Request: is invalid' });
  });
});
