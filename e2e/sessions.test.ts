import { describe, expect, it } from 'vitest';
import { useE2EApp } from './support/e2e-app';
import { login, poll } from './support/pages';

const app = useE2EApp();

describe('sessions in settings', () => {
  it('lists where the user is signed in and ends the other sessions', async () => {
    // Signed in through the form, so the session records this browser's user agent.
    const phone = await app.newPage({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' });
    await login(phone, 'agent', 'agent-demo-1');
    const desk = await app.signedInPage('agent');
    await desk.goto('/settings');
    const card = desk.getByTestId('sessions');
    await poll(() => card.getByTestId('session-row').count()).toBe(2);
    expect(await card.getByText('This device').count()).toBe(1);
    await card.getByText('Safari · iOS').waitFor();

    await card.getByRole('button', { name: 'End all other sessions' }).click();
    await desk.getByText('All other sessions were ended.').waitFor();
    await poll(() => card.getByTestId('session-row').count()).toBe(1);

    // The phone's next request finds its session gone and lands on the login page.
    await phone.goto('/settings');
    await phone.waitForURL('**/login');
  });
});
