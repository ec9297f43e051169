import { describe, expect, it } from 'vitest';
import { useE2EApp } from './support/e2e-app';
import { apiFromPage, pathOf, poll, realtimeReady } from './support/pages';

const app = useE2EApp();

const depositEvent = (userId: string, amount: string, currencyName: string) => ({
  kind: 'message' as const,
  userId,
  message: { type: 'deposit.added', message: JSON.stringify({ amount, currency: { code: 'USDT', name: currencyName } }) },
});

describe('realtime', () => {
  it('shows "Deposit: 10.5 Tether" when a deposit arrives for the signed-in merchant, and reloads the user', async () => {
    const userId = await app.userId('merchant');
    const page = await app.signedInPage('merchant');
    const ready = realtimeReady(page);
    await page.goto('/settings');
    await ready;

    const reload = page.waitForRequest((request) => request.url().endsWith('/api/inner/user/current'));
    await app.server.app.deps.bus.publish(depositEvent(userId, '10.5', 'Tether'));

    const notification = page.locator('.mantine-Notification-root', { hasText: 'Deposit: 10.5 Tether' });
    await notification.waitFor();
    expect(await notification.getByText('Deposit', { exact: true }).isVisible()).toBe(true);
    await reload;
    expect(pathOf(page)).toBe('/settings');
  });

  it('shows a deposit meant for someone else to nobody else', async () => {
    const page = await app.signedInPage('partner');
    const ready = realtimeReady(page);
    await page.goto('/settings');
    await ready;

    await app.server.app.deps.bus.publish(depositEvent(await app.userId('merchant'), '99', 'Tether'));
    // A message for the partner, sent after the other one, proves the other one was not delivered here.
    await app.server.app.deps.bus.publish(depositEvent(await app.userId('partner'), '1', 'Tether'));

    await page.getByText('Deposit: 1 Tether').waitFor();
    expect(await page.getByText('Deposit: 99 Tether').count()).toBe(0);
  });

  it("sends the page to /login when the server ends all of the user's sessions", async () => {
    const userId = await app.userId('merchant');
    const page = await app.signedInPage('merchant');
    const ready = realtimeReady(page);
    await page.goto('/settings');
    await ready;
    await page.getByTestId('side-menu').waitFor();

    await app.server.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    await app.server.app.deps.bus.publish({ kind: 'sessions_ended', userId, sessionHash: null });

    await page.waitForURL('**/login');
    await poll(() => page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.getByTestId('logout').count()).toBe(0);
    expect((await apiFromPage(page, '/user/current')).status).toBe(401);
  });
});
