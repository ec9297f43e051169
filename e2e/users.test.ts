import type { ListAnswer, ManagedUser } from '@paydesk/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedIn, TestClient } from '../packages/server/test/http-client';
import { useE2EApp } from './support/e2e-app';
import { apiFromPage, colorOf, isReddish, login, pathOf, poll, realtimeReady } from './support/pages';
import { captureRequests, captureUserListQueries, openUsersTab, pickOption, rowOf, rowUsernames, seedAgents } from './support/users-pages';

const app = useE2EApp();

type Details = { user: ManagedUser; history: { action: string; changes: { field: string }[] }[] };

const adminPage = () => app.signedInPage('admin');

let root: TestClient | null = null;
/** Another admin, signed in once (logins are slow on purpose) for the set-up calls. */
const rootClient = async () => (root ??= await loggedIn(app.server.url, 'root'));

/** Creates a user through the API, as another admin would have. */
const createUser = async (body: Record<string, unknown>) => {
  const admin = await rootClient();
  const answer = await admin.post<{ user: ManagedUser }>('/user', body);
  if (answer.status !== 200) throw new Error(`Could not create ${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`);
  return answer.body.data!.user;
};

const notification = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

describe('create', () => {
  it('creates a trader with two teamleads and fee ranges, and the server keeps them', async () => {
    const page = await adminPage();
    const list = await openUsersTab(page, 'traders');
    await page.getByTestId('create-user').click();
    const form = page.getByTestId('user-form');
    await poll(() => page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('Create trader');

    await form.getByLabel('Username').fill('e2e_trader');
    await form.getByRole('textbox', { name: 'Password' }).fill('secret-1');
    const teamleads = form.getByTestId('teamleads');
    await pickOption(teamleads.getByLabel('Teamleads'), 'agent (Agent)');
    await page.getByRole('option', { name: 'partner (Partner)', exact: true }).click();
    await form.getByLabel('Comment').click(); // closes the dropdown
    const agentRow = teamleads.locator('[data-user="agent"]');
    const partnerRow = teamleads.locator('[data-user="partner"]');
    await agentRow.getByLabel('Pay-in %').fill('1.5');
    await agentRow.getByLabel('Pay-out %').fill('1');
    await partnerRow.getByLabel('Pay-in %').fill('0.5');
    await partnerRow.getByLabel('Pay-out %').fill('0.25');
    // The first pick became the main teamlead; make it the second one instead.
    await partnerRow.getByLabel('Make partner the main teamlead').check();

    // The default fees (pay-in and pay-out at 5 % without limit), a cap on pay-in, a second pay-in range.
    await form.getByTestId('fee-row-0').getByLabel('Max').fill('499');
    await form.getByRole('button', { name: 'Add range' }).click();
    const added = form.getByTestId('fee-row-2');
    await added.getByLabel('Min').fill('500');
    await added.getByLabel('Percentage').fill('4.25');

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/inner/user') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const { uuid } = ((await answer.json()) as { data: { user: ManagedUser } }).data.user;

    await notification(page, 'User e2e_trader created.').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await rowOf(list, 'e2e_trader').waitFor();

    const { body } = await apiFromPage<Details>(page, `/user/${uuid}`);
    const profile = body.data!.user.profile;
    expect(profile?.kind).toBe('trader');
    if (profile?.kind !== 'trader') return;
    expect(profile.teamleads).toEqual([
      expect.objectContaining({ username: 'partner', is_main: true, pay_in_percentage: '0.50', pay_out_percentage: '0.25' }),
      expect.objectContaining({ username: 'agent', is_main: false, pay_in_percentage: '1.50', pay_out_percentage: '1.00' }),
    ]);
    expect(profile.fees).toEqual([
      { direction: 'pay_in', min_amount: '0.000000', max_amount: '499.000000', percentage: '5.00' },
      { direction: 'pay_in', min_amount: '500.000000', max_amount: null, percentage: '4.25' },
      { direction: 'pay_out', min_amount: '0.000000', max_amount: null, percentage: '5.00' },
    ]);

    // After a successful create the next form's fee ranges start with a maximum of 499.
    await page.getByTestId('create-user').click();
    await poll(() => form.getByTestId('fee-row-0').getByLabel('Max').inputValue()).toBe('499');
  });

  it('shows the server field messages next to the inputs and its message in red', async () => {
    const page = await adminPage();
    await openUsersTab(page, 'agents');
    await page.getByTestId('create-user').click();
    const form = page.getByTestId('user-form');
    await form.getByLabel('Username').fill('ab');
    await form.getByRole('textbox', { name: 'Password' }).fill('123');
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    const error = page.getByTestId('user-form-error');
    await poll(() => error.innerText()).toBe('Username: must be at least 3 characters');
    expect(isReddish(await colorOf(error.locator('p').first()))).toBe(true);
    // Each message also stands under its own input.
    await form.locator('.mantine-InputWrapper-error', { hasText: 'must be at least 3 characters' }).waitFor();
    await form.locator('.mantine-InputWrapper-error', { hasText: 'must be at least 8 characters' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it('creates a user with an invite link, who then sets a password through it and signs in', async () => {
    const page = await adminPage();
    await openUsersTab(page, 'merchants');
    await page.getByTestId('create-user').click();
    const form = page.getByTestId('user-form');
    await form.getByLabel('Username').fill('e2e_invited');
    await form.getByRole('textbox', { name: 'Password' }).fill('typed-then-dropped');
    await form.getByRole('switch', { name: 'Create an invite link' }).check();
    await poll(() => form.getByRole('textbox', { name: 'Password' }).count()).toBe(0);

    const posts = captureRequests(page, 'POST', /^\/user$/);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const result = page.getByTestId('invite-link-result');
    await result.waitFor();
    const body = posts[0]!.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'e2e_invited', type: 'merchant', create_invite_link: true });
    expect(body).not.toHaveProperty('password');

    const link = new URL(await result.getByRole('textbox').inputValue());
    expect(link.pathname).toBe('/invite_code');
    await result.getByRole('button', { name: 'Done' }).click();

    const guest = await app.newPage();
    await guest.goto(link.pathname + link.search);
    await guest.getByLabel('New password').fill('chosen-pass-1');
    await guest.getByLabel('Confirm password').fill('chosen-pass-1');
    await guest.getByRole('button', { name: 'Save' }).click();
    await guest.waitForURL('**/login');
    await login(guest, 'e2e_invited', 'chosen-pass-1');
    expect(pathOf(guest)).toBe('/settings');
  });
});

describe('edit', () => {
  it('sends only the changed field, and nothing when nothing changed', async () => {
    const user = await createUser({
      username: 'e2e_edit',
      password: 'secret-1',
      type: 'trader',
      comment: 'before',
      email: 'e@example.com',
    });
    const page = await adminPage();
    const list = await openUsersTab(page, 'traders');
    const updates = captureRequests(page, 'POST', new RegExp(`^/user/${user.uuid}$`));

    // Unchanged: the modal just closes.
    await rowOf(list, 'e2e_edit').getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('user-form').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(updates).toHaveLength(0);

    await rowOf(list, 'e2e_edit').getByRole('button', { name: 'Edit' }).click();
    const form = page.getByTestId('user-form');
    await poll(() => form.getByLabel('Comment').inputValue()).toBe('before');
    await form.getByLabel('Comment').fill('after');
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/inner/user/${user.uuid}`));
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    expect(updates).toHaveLength(1);
    expect(updates[0]!.postDataJSON()).toEqual({ comment: 'after' });
    await notification(page, 'User e2e_edit saved.').waitFor();
    await rowOf(list, 'e2e_edit').getByText('after', { exact: true }).waitFor();

    const details = (await apiFromPage<Details>(page, `/user/${user.uuid}`)).body.data!;
    expect(details.user).toMatchObject({ comment: 'after', email: 'e@example.com' });
    expect(details.history[0]!.changes.map((change) => change.field)).toEqual(['comment']);
  });
});

describe('block and unblock', () => {
  it('sends nothing without a comment, then blocks, signs the user out at once, and unblocks', async () => {
    await createUser({ username: 'e2e_blockee', password: 'secret-1', type: 'trader' });
    const victim = await app.signedInPage('e2e_blockee', { password: 'secret-1' });
    const ready = realtimeReady(victim);
    await victim.goto('/settings');
    await ready;

    const page = await adminPage();
    const list = await openUsersTab(page, 'traders');
    const blocks = captureRequests(page, 'POST', /^\/user\/block$/);
    await rowOf(list, 'e2e_blockee').getByRole('button', { name: 'Block' }).click();
    const form = page.getByTestId('block-form');
    const submit = form.getByRole('button', { name: 'Block' });

    await submit.click();
    await form.getByText('Enter the reason for blocking.').waitFor();
    await form.getByLabel('Reason').fill('   ');
    await submit.click();
    await form.getByText('Enter the reason for blocking.').waitFor();
    expect(blocks).toHaveLength(0);

    await form.getByLabel('Reason').fill('  chargebacks  ');
    await submit.click();
    await notification(page, 'User e2e_blockee blocked.').waitFor();
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.postDataJSON()).toMatchObject({ comment: 'chargebacks' });

    // The list shows the new state, and the blocked user's open app went to the login screen.
    await rowOf(list, 'e2e_blockee').getByRole('button', { name: 'Unblock' }).waitFor();
    await victim.waitForURL('**/login');
    expect((await new TestClient(app.server.url).login('e2e_blockee', 'secret-1')).body.error?.code).toBe('user_blocked');

    await rowOf(list, 'e2e_blockee').getByRole('button', { name: 'Unblock' }).click();
    await page.getByTestId('unblock-confirm').getByText('Blocked for: chargebacks').waitFor();
    await page.getByTestId('unblock-confirm').getByRole('button', { name: 'Unblock' }).click();
    await notification(page, 'User e2e_blockee unblocked.').waitFor();
    await rowOf(list, 'e2e_blockee').getByRole('button', { name: 'Block' }).waitFor();
    expect((await new TestClient(app.server.url).login('e2e_blockee', 'secret-1')).status).toBe(200);
  });
});

describe('filters, pagination and sorting', () => {
  it('pages through 60 users, changes the page size and filters by username and a yes/no field', async () => {
    await seedAgents(app.server, 'bulk_', 60);
    const page = await adminPage();
    const list = await openUsersTab(page, 'agents');
    const queries = captureUserListQueries(page);
    const results = list.getByTestId('pagination-results');
    const filters = list.getByTestId('filter-form');

    // The type is fixed by the tab: it is not offered, but every query carries it.
    expect(await filters.getByTestId('filter-type').count()).toBe(0);
    await filters.getByLabel('Username').fill('bulk_');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await poll(() => results.textContent()).toBe('Results: 1 - 20 of 60');
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ page: '1', count: '20', 'filter[username]': 'bulk_', 'filter[type]': 'agent' });
    expect(await list.locator('tbody tr').count()).toBe(20);

    await list.getByRole('button', { name: 'Page 3' }).click();
    await poll(() => results.textContent()).toBe('Results: 41 - 60 of 60');
    expect(queries.at(-1)!.get('page')).toBe('3');
    await poll(() => list.locator('[aria-current="page"]').textContent()).toBe('3');

    await pickOption(list.getByTestId('per-page'), '50 / page');
    await poll(() => results.textContent()).toBe('Results: 1 - 50 of 60');
    expect(queries.at(-1)!.get('count')).toBe('50');
    expect(queries.at(-1)!.get('page')).toBe('1');
    expect(await list.locator('tbody tr').count()).toBe(50);

    await filters.getByLabel('Username').fill('bulk_05');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await poll(() => results.textContent()).toBe('Results: 1 - 10 of 10');
    expect((await rowUsernames(list)).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `bulk_05${i}`));

    await pickOption(filters.getByTestId('filter-is_active'), 'No');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await poll(() => results.textContent()).toBe('Results: 1 - 3 of 3');
    expect((await rowUsernames(list)).sort()).toEqual(['bulk_051', 'bulk_054', 'bulk_057']);
    expect(queries.at(-1)!.get('filter[is_active]')).toBe('false');

    await filters.getByRole('button', { name: 'Reset' }).click();
    await poll(() => queries.at(-1)?.has('filter[username]')).toBe(false);
    expect(queries.at(-1)!.get('filter[type]')).toBe('agent');
  });

  it('offers the admins tab only the uuid, username, active and blocked filters', async () => {
    const page = await adminPage();
    const list = await openUsersTab(page, 'admins');
    const fields = await list
      .getByTestId('filter-form')
      .locator('[data-testid^="filter-"]')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('data-testid')));
    expect(fields).toEqual(['filter-uuid', 'filter-username', 'filter-is_active', 'filter-is_blocked']);
    await rowOf(list, 'root').waitFor();
  });

  it('sorts a column ascending, descending, then back to the server order', async () => {
    await seedAgents(app.server, 'sort_', 12);
    const [newest] = await app.server.db.query<{ username: string }>(
      "SELECT username FROM users WHERE username LIKE 'sort\\_%' ORDER BY created_at DESC, id DESC LIMIT 1",
    );
    const page = await adminPage();
    const list = await openUsersTab(page, 'agents');
    const queries = captureUserListQueries(page);
    await list.getByTestId('filter-form').getByLabel('Username').fill('sort_');
    await list.getByTestId('filter-form').getByRole('button', { name: 'Apply' }).click();
    await poll(() => list.getByTestId('pagination-results').textContent()).toBe('Results: 1 - 12 of 12');
    const firstRow = async () => (await rowUsernames(list))[0];
    expect(await firstRow()).toBe(newest!.username);

    const header = list.getByRole('columnheader', { name: 'Login' });
    const toggle = header.getByRole('button');
    await toggle.click();
    await poll(firstRow).toBe('sort_001');
    expect(queries.at(-1)!.get('sort')).toBe('username');
    expect(await header.getAttribute('aria-sort')).toBe('ascending');

    await toggle.click();
    await poll(firstRow).toBe('sort_012');
    expect(queries.at(-1)!.get('sort')).toBe('-username');
    expect(await header.getAttribute('aria-sort')).toBe('descending');

    await toggle.click();
    await poll(firstRow).toBe(newest!.username);
    expect(queries.at(-1)!.has('sort')).toBe(false);
    expect(await header.getAttribute('aria-sort')).toBe('none');
    expect(newest!.username).not.toMatch(/^sort_0(01|12)$/);
  });
});

describe('trader flows', () => {
  it('lists the flows a trader serves, and says so when there are none', async () => {
    const served = await createUser({ username: 'e2e_flows', password: 'secret-1', type: 'trader' });
    await createUser({ username: 'e2e_noflows', password: 'secret-1', type: 'trader' });
    const root = await rootClient();
    const flow = await root.post<{ uuid: string }>('/flow/', {
      name: 'E2E RUB flow',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      currency_rate_source: 'manual',
      currency_rate: '90',
    });
    expect(flow.status, JSON.stringify(flow.body)).toBe(200);
    const attached = await root.post(`/flow/${flow.body.data!.uuid}/executor`, { executor_type: 'trader', executor_id: served.uuid });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);

    const page = await adminPage();
    const list = await openUsersTab(page, 'traders');
    const flowsQuery = page.waitForRequest((request) => request.url().includes('/api/inner/flow?'));
    await rowOf(list, 'e2e_flows').getByRole('button', { name: 'Flows' }).click();
    expect(new URL((await flowsQuery).url()).searchParams.get('filter[trader_uuid]')).toBe(served.uuid);
    const table = page.getByTestId('trader-flows');
    await poll(() => table.getByTestId('flow-name').allInnerTexts()).toEqual(['E2E RUB flow']);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await rowOf(list, 'e2e_noflows').getByRole('button', { name: 'Flows' }).click();
    await poll(() => table.getByTestId('table-empty').textContent()).toBe('This trader is not attached to any flow yet.');
  });
});

describe('details and agent traders', () => {
  it('shows the profile and the history of changes in the details', async () => {
    const user = await createUser({ username: 'e2e_details', password: 'secret-1', type: 'agent', comment: 'one' });
    await (await rootClient()).post(`/user/${user.uuid}`, { comment: 'two' });
    const page = await adminPage();
    const list = await openUsersTab(page, 'agents');
    await rowOf(list, 'e2e_details').getByRole('button', { name: 'Details' }).click();
    const history = page.getByTestId('user-history');
    await history.waitFor();
    const latest = history.locator('[data-action]').first();
    expect(await latest.getAttribute('data-action')).toBe('user.updated');
    await poll(() => latest.locator('[data-field="comment"]').innerText()).toBe('Comment: one → two');
    expect(await history.locator('[data-action]').last().getAttribute('data-action')).toBe('user.created');
  });

  it("shows the user's wallets in the details", async () => {
    // The trader's deposit address is made when the trader first loads their account.
    await (await app.signedInPage('trader')).goto('/settings');
    const page = await adminPage();
    const list = await openUsersTab(page, 'traders');
    await rowOf(list, 'trader').getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('USDT TRC20').waitFor();
    expect(await dialog.getByText('No wallets yet.').count()).toBe(0);
  });

  it("lists the agent's own traders with their referral percentages", async () => {
    const page = await app.signedInPage('agent');
    await page.goto('/agent/traders');
    const list = page.getByTestId('agent-traders');
    await poll(() => list.locator('tbody tr').filter({ hasText: 'trader2' }).innerText()).toMatch(/trader2\s+Main\s+1\.00%\s+0\.50%/i);
    const answer = await apiFromPage<ListAnswer<{ username: string }>>(page, '/agent/trader/');
    expect(await list.locator('tbody tr').count()).toBe(answer.body.data!.items.length);
  });
});
