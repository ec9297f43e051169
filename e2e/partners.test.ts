import { beforeAll, describe, expect, it } from 'vitest';
import { merchantApi } from '../packages/server/test/order-fixtures';
import { useE2EApp } from './support/e2e-app';

// The app calls itself as a partner: its own merchant's keys, over loopback.
const app = useE2EApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });

let keys: { key: string; secret: string };

beforeAll(async () => {
  const api = await merchantApi(app.server);
  keys = { key: api.key, secret: api.secret };
});

describe('the partners screen', () => {
  it('adds another Paydesk instance after showing what is missing, tests its connection and shows where its webhooks go', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/partners');
    await page.getByTestId('partners-list').waitFor();
    await page.getByTestId('add-partner').click();
    const form = page.getByTestId('add-partner-form');
    await form.getByTestId('partner-url-input').fill('ftp://nowhere');
    await page.getByTestId('add-partner-submit').click();
    await form.getByText('must start with http:// or https://').waitFor();
    expect(await page.getByTestId('add-partner-form').count()).toBe(1);

    await form.getByTestId('partner-title-input').fill('Loopback instance');
    await form.getByTestId('partner-url-input').fill(app.server.url);
    await form.getByTestId('partner-api-key-input').fill(keys.key);
    await form.getByTestId('partner-secret-input').fill(keys.secret);
    await form.getByTestId('partner-notification-key-input').fill('loopback-notification-key');
    await form.getByTestId('partner-options-input').click();
    await page.getByRole('option', { name: 'Bank card' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('add-partner-submit').click();

    // The new partner opens: its address, its webhook address, a working state.
    await page.getByTestId('partner-details').waitFor();
    await expect.poll(() => page.getByTestId('partner-title').textContent()).toBe('Loopback instance');
    expect(await page.getByTestId('partner-base-url').textContent()).toBe(app.server.url);
    expect(await page.getByTestId('partner-webhook-url').textContent()).toMatch(/\/api\/partner-hooks\/loopback-instance-[0-9a-f]{6}$/);
    await page.getByTestId('partner-test-connection').click();
    await expect
      .poll(() => page.getByTestId('partner-test-answer').textContent())
      .toMatch(/^The partner answered: its balance is [0-9.]+ USDT\.$/);
    // The balance call is in the balance log now.
    await expect.poll(() => page.getByTestId('partner-balance-log').locator('tbody tr').count()).toBe(1);

    const [stored] = await app.server.db.query<{ secret_key: string }>(
      "SELECT secret_key FROM partner_systems WHERE title = 'Loopback instance'",
    );
    expect(stored!.secret_key).not.toBe(keys.secret);
  });

  it('shows a partner that keeps failing as skipped, with its last error and when it is tried again', async () => {
    const [row] = await app.server.db.query<{ slug: string }>(
      `INSERT INTO partner_systems (slug, title, adapter, base_url, api_key, secret_key, payment_method, fiat_currencies, payment_options)
       VALUES ('down-e2e', 'Down instance', 'paydesk', 'http://127.0.0.1:9', 'key', 'sealed', 'card', '{RUB}', '[{"slug":"card","title":"Bank card"}]')
       RETURNING slug`,
    );
    await app.server.db.query(
      `INSERT INTO partner_health (partner_slug, failures, last_error, last_failed_at, paused_until, pause_ms)
       VALUES ($1, 3, 'connect ECONNREFUSED 127.0.0.1:9', now(), now() + interval '1 minute', 60000)`,
      [row!.slug],
    );
    const page = await app.signedInPage('admin');
    await page.goto('/partners');
    const line = page.getByTestId('partners-list').locator('tr', { hasText: 'Down instance' });
    await expect.poll(() => line.getByTestId('partner-health').getAttribute('data-state')).toBe('paused');
    expect(await line.getByTestId('partner-last-error').textContent()).toBe('connect ECONNREFUSED 127.0.0.1:9');
    expect(await line.getByTestId('partner-retry-at').textContent()).toMatch(/^Tried again at \d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d/);
  });
});
