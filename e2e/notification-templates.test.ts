import type { NotificationTemplateItem } from '@paydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../packages/server/test/http-client';
import { useE2EApp } from './support/e2e-app';
import { poll } from './support/pages';
import { pickOption } from './support/users-pages';

const app = useE2EApp();

const BUILTIN = 'sberbank.sms.incoming-transfer';
const PATTERN = String.raw`^ПЛАТЕЖ ОТ КЛИЕНТА (?<amount>\d+) (?<currency>RUB) КАРТА (?<tail>\d{4})`;

let admin: TestClient;
const templates = async (filter: string) =>
  (await admin.get<{ items: NotificationTemplateItem[] }>(`/notification-template?count=100&${filter}`)).body.data!.items;

beforeAll(async () => {
  admin = await loggedIn(app.server.url, 'admin');
});

describe('notification templates', () => {
  it('are filtered by bank, a built-in one switched off and on, a new one tried and saved, one reading an outgoing text refused', async () => {
    const page = await app.signedInPage('admin');
    await page.goto('/devices');
    await page.getByTestId('menu-item-/devices/templates').click();
    await page.waitForURL('**/devices/templates');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Notification templates');
    const list = page.getByTestId('templates-list');
    const rows = list.locator('tbody tr');

    // Filtered by bank: every row is Т-Банк's.
    await pickOption(list.getByTestId('filter-bank'), 'Т-Банк');
    await list.getByTestId('filter-form').getByRole('button', { name: 'Apply' }).click();
    await poll(() => new URL(page.url()).searchParams.get('filter[bank]')).toBe('tbank');
    await poll(async () => {
      const texts = await rows.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('Т-Банк'));
    }).toBe(true);

    // A built-in template is switched off and on again; it offers no edit or delete.
    await page.goto('/devices/templates?filter[bank]=sberbank&filter[builtin]=true');
    const builtin = page.getByRole('switch', { name: `Use template ${BUILTIN}` });
    // The input lies under the switch's track: the click goes to its label, as a person's does.
    const toggle = builtin.locator('..');
    await builtin.waitFor({ state: 'attached' });
    expect(await builtin.isChecked()).toBe(true);
    expect(await list.getByTestId('template-edit').count()).toBe(0);
    await toggle.click();
    await poll(async () => (await templates('filter[enabled]=false')).map((item) => item.id)).toEqual([BUILTIN]);
    expect(await builtin.isChecked()).toBe(false);
    await toggle.click();
    await poll(async () => (await templates('filter[enabled]=false')).length).toBe(0);
    expect(await builtin.isChecked()).toBe(true);

    // A new template, tried on a pasted text before it is saved.
    await list.getByTestId('template-add').click();
    const form = page.getByTestId('template-form');
    await pickOption(form.getByTestId('template-bank'), 'Сбербанк');
    await form.getByTestId('template-pattern').fill(PATTERN);
    await form.getByTestId('template-try-texts').fill('ПЛАТЕЖ ОТ КЛИЕНТА 750 RUB КАРТА 1234');
    await form.getByTestId('template-try-run').click();
    const result = form.getByTestId('template-try-result');
    await result.waitFor();
    expect(await result.getByTestId('template-try-candidate').getAttribute('data-matched')).toBe('true');
    expect(await result.getByTestId('template-try-candidate').innerText()).toContain('Amount: 750.00 RUB');
    expect(await result.getByTestId('template-try-candidate').innerText()).toContain('Card: 1234');
    expect(await result.getByTestId('template-try-current').innerText()).toContain('No match');
    expect(await form.getByTestId('template-try-verdict').getAttribute('data-ok')).toBe('true');
    await form.getByTestId('template-save').click();
    await form.waitFor({ state: 'hidden' });
    await poll(async () => (await templates('filter[builtin]=false')).map((item) => item.pattern)).toEqual([PATTERN]);
    await page.goto('/devices/templates?filter[builtin]=false');
    await poll(() => list.getByTestId('template-pattern-cell').innerText()).toBe(PATTERN);

    // An incoming template that reads a known outgoing text is refused, with the reason on the pattern.
    await list.getByTestId('template-add').click();
    await pickOption(form.getByTestId('template-bank'), 'Сбербанк');
    await form.getByTestId('template-pattern').fill(String.raw`Перевод (?<amount>\d+)`);
    await form.getByTestId('template-save').click();
    await form.locator('.mantine-InputWrapper-error', { hasText: 'must not read a known outgoing' }).waitFor();
    expect(await form.isVisible()).toBe(true);
    expect((await templates('filter[builtin]=false')).length).toBe(1);
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The admin's own template is deleted after the question.
    await list.getByTestId('template-delete').click();
    await page.getByTestId('template-delete-confirm').click();
    await poll(async () => (await templates('filter[builtin]=false')).length).toBe(0);
  });
});
