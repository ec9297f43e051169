import type { WebhookSetting } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2EApp } from './support/e2e-app';
import { apiFromPage, poll, recordApiCalls } from './support/pages';

const app = useE2EApp();

/** Each account's page is kept for the file; every test opens /settings afresh on it. */
const openSettings = async (username: string) => {
  const page = await app.sharedPage(username);
  await page.goto('/settings');
  await page.getByTestId('profile').waitFor();
  return page;
};

const openWebhooks = async (page: Page) => {
  await page.getByRole('button', { name: 'Webhooks' }).click();
  const modal = page.getByRole('dialog', { name: 'Webhooks' });
  await modal.getByRole('switch').first().waitFor();
  return modal;
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('settings', () => {
  it('shows a merchant the notification key and URL, saves them, and ignores a blank value', async () => {
    const page = await openSettings('merchant');
    const notifications = page.getByTestId('notification-settings');
    expect(await notifications.isVisible()).toBe(true);
    expect(await field(page, 'Secret key').isVisible()).toBe(true);
    expect(await page.getByTestId('fee-ranges').count()).toBe(0);
    expect(await page.getByTestId('system-balance').count()).toBe(0);

    await field(page, 'Notification URL').fill('https://shop.example/paydesk/callback');
    await page.getByTestId('save-notification-url').click();
    await page.getByText('Saved.').waitFor();

    const calls = recordApiCalls(page);
    await field(page, 'Notification key').fill('   ');
    await page.getByTestId('save-notification-key').click();
    // Its answer is waited for: a reload while it is on its way would cancel it.
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/user/notification_url') && response.request().method() === 'PATCH',
    );
    await field(page, 'Notification URL').fill('https://shop.example/paydesk/callback-2');
    await page.getByTestId('save-notification-url').click();
    await answered;
    // The second save went out; the blank one before it did not.
    await poll(() => calls.filter((call) => call.startsWith('PATCH'))).toEqual(['PATCH /user/notification_url']);

    await page.reload();
    await poll(() => field(page, 'Notification URL').inputValue()).toBe('https://shop.example/paydesk/callback-2');
    const user = await apiFromPage<{ notification_url: string | null; api_keys: { has_notification: boolean } }>(page, '/user/current');
    expect(user.body.data?.notification_url).toBe('https://shop.example/paydesk/callback-2');
    expect(user.body.data?.api_keys.has_notification).toBe(false);

    // A key saved is not sent back with the user; Show reads it on demand into the field.
    const keySaved = page.waitForResponse(
      (response) => response.url().endsWith('/user/notification_key') && response.request().method() === 'PATCH',
    );
    await field(page, 'Notification key').fill('shop-signing-key-2026');
    await page.getByTestId('save-notification-key').click();
    await keySaved;
    await page.reload();
    expect(await field(page, 'Notification key').inputValue()).toBe('');
    await page.getByTestId('show-notification-key').click();
    await poll(() => field(page, 'Notification key').inputValue()).toBe('shop-signing-key-2026');
  });

  it("keeps a webhook the merchant disabled: after saving and reopening, and in the server's list", async () => {
    const page = await openSettings('merchant');
    let modal = await openWebhooks(page);
    const switches = modal.getByRole('switch');
    expect(await switches.count()).toBeGreaterThan(1);
    for (const toggle of await switches.all()) expect(await toggle.isChecked()).toBe(true);

    await modal.getByRole('switch', { name: 'Order paid' }).uncheck();
    expect(await modal.getByText('Disabled', { exact: true }).count()).toBe(1);
    await modal.getByRole('button', { name: 'Save' }).click();
    await poll(() => modal.getByTestId('webhooks-message').textContent()).toBe('Webhooks saved.');

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    modal = await openWebhooks(page);
    expect(await modal.getByRole('switch', { name: 'Order paid' }).isChecked()).toBe(false);
    expect(await modal.getByRole('switch', { name: 'Order created' }).isChecked()).toBe(true);

    const saved = await apiFromPage<WebhookSetting[]>(page, '/user/webhook');
    expect(saved.status).toBe(200);
    const disabled = (saved.body.data ?? []).filter((item) => item.is_disabled).map((item) => item.webhook.slug);
    expect(disabled).toEqual(['order.paid']);

    // The success message goes away on its own (after 2 s).
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByTestId('webhooks-message').waitFor();
    await modal.getByTestId('webhooks-message').waitFor({ state: 'detached' });
  });

  it('shows a trader the fee ranges and makes the secret key once, after the password, but no merchant fields', async () => {
    const page = await openSettings('trader');
    const fees = page.getByTestId('fee-ranges');
    const rows = await fees
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
    expect(rows).toEqual([
      ['Pay-in', '0', '499', '5.00%'],
      ['Pay-in', '500', 'no limit', '4.50%'],
      ['Pay-out', '0', 'no limit', '5.00%'],
    ]);
    expect(await page.getByTestId('notification-settings').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Webhooks' }).count()).toBe(0);

    // The secret is made after the current password and shown once; afterwards only that it exists.
    const state = page.getByTestId('secret-key-state');
    expect(await state.inputValue()).toBe('Not made yet');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const confirm = page.getByTestId('secret-key-confirm');
    await confirm.getByLabel('Current password').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await poll(() => page.getByTestId('secret-key-error').textContent()).toBe('The current password is incorrect.');
    await confirm.getByLabel('Current password').fill('trader-demo-1');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const once = page.getByTestId('secret-key-once');
    await once.getByText('it will not be shown again').waitFor();
    const shown = await once.getByLabel('Secret key', { exact: true }).inputValue();
    expect(shown.length).toBeGreaterThan(30);
    await once.getByRole('button', { name: 'I saved it' }).click();
    await poll(() => state.inputValue()).toBe('Set (hidden)');
    expect(await page.content()).not.toContain(shown);
    await page.reload();
    await poll(() => page.getByTestId('secret-key-state').inputValue()).toBe('Set (hidden)');
    expect(await page.getByRole('button', { name: 'Regenerate', exact: true }).isVisible()).toBe(true);
  });

  it('shows an admin the system balance and none of the merchant or trader fields', async () => {
    const page = await openSettings('admin');
    expect(await page.getByTestId('system-balance').isVisible()).toBe(true);
    expect(await page.getByTestId('notification-settings').count()).toBe(0);
    expect(await field(page, 'Notification key').count()).toBe(0);
    expect(await field(page, 'Notification URL').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Webhooks' }).count()).toBe(0);
    expect(await page.getByTestId('fee-ranges').count()).toBe(0);
    expect(await field(page, 'Secret key').count()).toBe(0);
    expect(await field(page, 'API key').inputValue()).not.toBe('');
    expect(await page.getByTestId('two-factor').isVisible()).toBe(true);
    expect(await page.getByTestId('change-password').isVisible()).toBe(true);
  });

  it('copies the user id and says "Copied" for three seconds', async () => {
    const page = await openSettings('agent');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    const userId = await field(page, 'User ID').inputValue();
    expect(userId).toBe(await app.userId('agent'));
    // The profile's first button is the one beside the user id, whatever its label says.
    const copy = page.getByTestId('profile').getByRole('button').first();
    expect(await copy.textContent()).toBe('Copy');
    // Timed in the page, so that a slow test runner cannot stretch or shrink the interval.
    await copy.evaluate((button) => {
      const labels: { at: number; text: string }[] = [];
      (window as unknown as { copyLabels: typeof labels }).copyLabels = labels;
      new MutationObserver(() => labels.push({ at: performance.now(), text: button.textContent ?? '' })).observe(button, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    await copy.click();

    await poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(userId);
    await poll(() => copy.textContent()).toBe('Copy');
    const labels = await page.evaluate(() => (window as unknown as { copyLabels: { at: number; text: string }[] }).copyLabels);
    const shown = labels.find((label) => label.text === 'Copied');
    const hidden = labels.find((label) => label.text === 'Copy' && label.at > (shown?.at ?? Infinity));
    if (!shown || !hidden) throw new Error(`The label did not go Copied then Copy: ${JSON.stringify(labels)}`);
    expect(hidden.at - shown.at).toBeGreaterThanOrEqual(2900);
    expect(hidden.at - shown.at).toBeLessThan(5000);
  });
});
