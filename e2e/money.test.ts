import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CurrentUser, toMinor, type WalletTransaction } from '@paydesk/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { postTransfer } from '../packages/server/src/modules/ledger/ledger.service';
import { appendSimulatedTransfer } from '../packages/server/src/modules/wallets/chain/simulated-chain';
import { loggedIn, type TestClient } from '../packages/server/test/http-client';
import { useE2EApp } from './support/e2e-app';
import { poll, realtimeReady, recordApiCalls } from './support/pages';

const BLOCK_MS = 40;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-money-'));
const app = useE2EApp({
  env: { DATA_DIR: dataDir, DEPOSIT_CONFIRMATIONS: '1', SIMULATOR_BLOCK_MS: String(BLOCK_MS), DEPOSIT_POLL_MS: '100' },
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Long enough for a request the page would have sent after a click to show up. */
const SETTLE_MS = 400;

const api = (username: string) => loggedIn(app.server.url, username);

/** The virtual USDT balance in micro-USDT; loading the user also creates their deposit address. */
const virtualBalance = async (client: TestClient) => {
  const { body } = await client.get<CurrentUser>('/user/current');
  return toMinor(body.data?.wallets.find((wallet) => wallet.type.slug === 'virtual')?.amount.amount ?? '0', 6);
};

const depositAddressOf = async (username: string) => {
  const [row] = await app.server.db.query<{ address: string }>(
    'SELECT a.address FROM deposit_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = $1',
    [username],
  );
  if (!row) throw new Error(`${username} has no deposit address yet`);
  return row.address;
};

/** Simulates an incoming transfer and waits until the server has credited it. */
const fund = async (username: string, amount: string) => {
  const client = await api(username);
  const before = await virtualBalance(client);
  appendSimulatedTransfer(dataDir, { toUser: username, amount }, BLOCK_MS);
  await poll(() => virtualBalance(client)).toBe(before + toMinor(amount, 6));
  return client;
};

/** USDT arriving on chain at the user's address (the platform's wallet, for root): what a send from it may spend. */
const fundOnChain = async (username: string, amount: string) => {
  await (await api(username)).get('/user/current'); // assigns the deposit address on first load
  appendSimulatedTransfer(dataDir, { toUser: username, amount }, BLOCK_MS);
};

const notification = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

/** A pay-out asks once more, naming the amount; this confirms it. */
const confirmPayOut = async (page: Page, amount: string) => {
  const confirm = page.getByTestId('pay-out-confirm');
  await confirm.getByText(`${amount} will leave your balance`, { exact: false }).waitFor();
  await confirm.getByTestId('pay-out-confirm-submit').click();
  await confirm.waitFor({ state: 'detached' });
};
const rowWithId = (scope: Locator, id: string) => scope.locator('tbody tr', { has: scope.page().locator(`[data-id="${id}"]`) });
const statusOf = (row: Locator) => row.locator('[data-status]').getAttribute('data-status');

describe('money screens', () => {
  it('raises "Deposit: …" and updates the balance, wallets and history on /balance without a reload', async () => {
    const page = await app.signedInPage('partner');
    const ready = realtimeReady(page);
    await page.goto('/balance');
    await ready;
    const total = page.getByTestId('balance-total');
    await poll(() => total.textContent()).toBe('0.00 USDT');
    await poll(() => page.getByTestId('balance-history').getByTestId('table-empty').textContent()).toBe('No transactions to display');
    await page.evaluate(() => Object.assign(window, { moneyMarker: true }));

    appendSimulatedTransfer(dataDir, { toUser: 'partner', amount: '42.5' }, BLOCK_MS);

    await notification(page, 'Deposit: 42.5 USDT').waitFor();
    await poll(() => total.textContent()).toBe('42.50 USDT');
    const history = page.getByTestId('balance-history');
    await poll(() => history.locator('tbody tr [data-status]').first().getAttribute('data-status')).toBe('credited');
    // History amounts follow the spec's rule (two decimals at most, trailing zeros cut), the exact value on hover.
    const credited = history.locator('tbody tr').first();
    expect(await credited.textContent()).toContain('42.5 USDT');
    expect(await credited.locator('[data-amount="42.500000"]').first().getAttribute('title')).toBe('42.5 USDT');
    // The virtual wallet and the real address it came through both say so.
    await poll(async () => (await page.getByTestId('my-wallets').locator('tbody').textContent())?.split('42.50 USDT').length).toBe(3);
    expect(await page.evaluate(() => 'moneyMarker' in window)).toBe(true);
  });

  it("lists trader2's deposit addresses in the insurance modal, drops it live once deposits cover 100 USDT, then offers pay-in but no pay-out", async () => {
    const page = await app.signedInPage('trader2');
    const ready = realtimeReady(page);
    await page.goto('/settings');
    await ready;
    const modal = page.getByTestId('insurance-modal');
    await modal.waitFor();
    const address = await depositAddressOf('trader2');
    expect(await modal.locator(`[aria-label="Wallet address"]`).allTextContents()).toEqual([address]);
    expect(await page.getByTestId('side-menu').count()).toBe(0);

    appendSimulatedTransfer(dataDir, { toUser: 'trader2', amount: '60' }, BLOCK_MS);
    await notification(page, 'Deposit: 60 USDT').waitFor();
    // 60 of 100: still blocked.
    await page.waitForTimeout(SETTLE_MS);
    expect(await modal.isVisible()).toBe(true);

    appendSimulatedTransfer(dataDir, { toUser: 'trader2', amount: '40' }, BLOCK_MS);
    await notification(page, 'Deposit: 40 USDT').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.getByTestId('side-menu').waitFor();

    // The contribution went to the insurance account; a trader pays in but does not pay out here.
    await page.getByTestId('menu-item-/balance').click();
    await poll(() => page.getByTestId('balance-total').textContent()).toBe('0.00 USDT');
    expect(await page.getByTestId('pay-in-button').count()).toBe(1);
    expect(await page.getByTestId('pay-out-button').count()).toBe(0);
  });

  it('pay-in lists the deposit address and keeps "Copied" on its button for five seconds', async () => {
    const page = await app.signedInPage('merchant');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    await page.goto('/balance');
    const button = page.getByTestId('pay-in-button');
    // The merchant's pay-in is the page's main action and looks it.
    expect(await button.getAttribute('data-variant')).toBe('gradient');
    await button.click();
    const modal = page.getByTestId('pay-in-modal');
    const address = await depositAddressOf('merchant');
    await modal.locator('[aria-label="Deposit address"]').first().waitFor();
    expect(await modal.locator('[aria-label="Deposit address"]').allTextContents()).toEqual([address]);

    const copy = modal.locator(`[data-address="${address}"]`).getByRole('button');
    expect(await copy.textContent()).toBe('Copy');
    // Timed in the page, so that a slow test runner cannot stretch or shrink the interval.
    await copy.evaluate((element) => {
      const labels: { at: number; text: string }[] = [];
      Object.assign(window, { copyLabels: labels });
      new MutationObserver(() => labels.push({ at: performance.now(), text: element.textContent ?? '' })).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await copy.click();
    await poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await poll(() => copy.textContent()).toBe('Copy');
    const labels = await page.evaluate(() => (window as unknown as { copyLabels: { at: number; text: string }[] }).copyLabels);
    const shown = labels.find((label) => label.text === 'Copied');
    const hidden = labels.find((label) => label.text === 'Copy' && label.at > (shown?.at ?? Infinity));
    if (!shown || !hidden) throw new Error(`The label did not go Copied then Copy: ${JSON.stringify(labels)}`);
    expect(hidden.at - shown.at).toBeGreaterThanOrEqual(4900);
    expect(hidden.at - shown.at).toBeLessThan(7000);
  });

  it('pay-out: blank fields send nothing, the amount stops at the balance, the server refuses a bad address, a good one lands in the history', async () => {
    // Agents have no deposit address: their USDT comes from referral rewards, posted here in the ledger.
    const client = await api('agent');
    const [agent] = await app.server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'agent'");
    await app.server.db.transaction((tx) =>
      postTransfer(tx, {
        from: { system: 'revenue' },
        to: { owner: agent!.id, part: 'available' },
        currency: 'USDT',
        amount: 100_000_000n,
        kind: 'referral_reward',
        idempotencyKey: 'e2e-agent-reward',
      }),
    );
    const page = await app.signedInPage('agent');
    await page.goto('/balance');
    await poll(() => page.getByTestId('balance-total').textContent()).toBe('100.00 USDT');
    // Agents have no pay-in; they do have a pay-out.
    expect(await page.getByTestId('pay-in-button').count()).toBe(0);
    const calls = recordApiCalls(page);
    await page.getByTestId('pay-out-button').click();
    const form = page.getByTestId('pay-out-form');
    const address = form.getByTestId('pay-out-address');
    const amount = form.getByTestId('pay-out-amount');
    const submit = form.getByTestId('pay-out-submit');

    await submit.click();
    await address.fill('   ');
    await amount.fill('5');
    await submit.click();
    await address.fill('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    await amount.fill('0');
    await submit.click();
    await amount.fill('');
    await submit.click();
    await page.waitForTimeout(SETTLE_MS);
    expect(calls.filter((call) => call === 'POST /wallet/withdrawals')).toEqual([]);
    expect(await form.getByTestId('pay-out-error').count()).toBe(0);

    await amount.fill('5000');
    expect(await amount.inputValue()).toBe('100');
    await amount.fill('99.9999999');
    expect(await amount.inputValue()).toBe('100');

    await address.fill('not-a-tron-address');
    await amount.fill('10');
    await submit.click();
    await confirmPayOut(page, '10 USDT');
    const refusal = await client.post<never>('/wallet/withdrawals', { address: 'not-a-tron-address', currency: 'USDT', amount: '10' });
    expect(refusal.status).toBe(422);
    await poll(() => form.getByTestId('pay-out-error').textContent()).toBe(refusal.body.error?.localized_message);
    expect(calls.filter((call) => call === 'POST /wallet/withdrawals')).toHaveLength(1);

    await address.fill(await depositAddressOf('partner'));
    await amount.fill('25');
    // The platform's wallet sends it: it holds the 25 on chain.
    await fundOnChain('root', '25');
    await submit.click();
    // Cancelling the confirmation sends nothing; confirming sends it.
    await page.getByTestId('pay-out-confirm').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('pay-out-confirm').waitFor({ state: 'detached' });
    expect(calls.filter((call) => call === 'POST /wallet/withdrawals')).toHaveLength(1);
    await submit.click();
    await confirmPayOut(page, '25 USDT');
    await notification(page, 'Withdrawal of 25 USDT created').waitFor();
    await form.waitFor({ state: 'detached' });
    await poll(() => page.getByTestId('balance-total').textContent()).toBe('75.00 USDT');
    const latest = page.getByTestId('balance-history').locator('tbody tr').first();
    await poll(() => latest.textContent()).toContain('Withdrawal');
    expect(await latest.textContent()).toContain('25 USDT');
    expect(await statusOf(latest)).toBe('completed');
  });

  it('admin accepts a merchant withdrawal waiting in moderation and sees it completed with its transaction id; rejects another', async () => {
    const merchant = await fund('merchant', '200');
    const target = await depositAddressOf('partner');
    const request = async (sum: string) => {
      const { body } = await merchant.post<{ transaction: WalletTransaction }>('/wallet/withdrawals', {
        address: target,
        currency: 'USDT',
        amount: sum,
      });
      expect(body.data?.transaction.status.slug).toBe('moderation');
      return body.data!.transaction.guid;
    };
    const accepted = await request('30');
    const rejected = await request('5');
    // The platform's wallet (root's) holds on chain what it is to send.
    await fundOnChain('root', '30');

    const page = await app.signedInPage('admin');
    await page.goto('/pay');
    const deposits = page.getByTestId('payments-deposit');
    await poll(() => deposits.locator('tbody').textContent()).toContain('merchant');
    await page.getByTestId('pay-tab-withdraw').click();
    const list = page.getByTestId('payments-withdrawal');
    const row = rowWithId(list, accepted);
    await row.waitFor();
    expect(await statusOf(row)).toBe('moderation');
    expect(await row.textContent()).toContain('30 USDT');

    await row.getByTestId('accept-withdrawal').click();
    await poll(() => statusOf(row)).toBe('completed');
    await notification(page, 'was accepted').waitFor();
    expect(await row.getByTestId('accept-withdrawal').count()).toBe(0);
    const [stored] = await app.server.db.query<{ tx_id: string }>('SELECT tx_id FROM withdrawals WHERE id = $1', [accepted]);
    expect(stored?.tx_id).toMatch(/^[0-9a-f]{64}$/);
    expect(await row.locator(`[data-id="${stored!.tx_id}"]`).count()).toBe(1);

    const other = rowWithId(list, rejected);
    await other.getByTestId('reject-withdrawal').click();
    await page.getByTestId('reject-modal').getByTestId('reject-confirm').click();
    await poll(() => statusOf(other)).toBe('rejected');
  });

  it("root's merchant withdrawal form says what each field lacks, then pays the merchant out", async () => {
    await fund('merchant', '50');
    const page = await app.signedInPage('root');
    await page.goto('/wallets');
    const holders = page.getByTestId('wallet-holders');
    await poll(() => holders.getByTestId('system-marker').count()).toBe(1);
    const calls = recordApiCalls(page);
    await page.getByTestId('merchant-withdrawal-button').click();
    const form = page.getByTestId('merchant-withdrawal-form');
    const errors = () => form.locator('.mantine-InputWrapper-error').allTextContents();

    await form.getByTestId('mw-submit').click();
    await poll(errors).toEqual(['select a trader', 'select a merchant', 'enter a valid amount', 'enter wallet address']);

    await form.getByTestId('mw-address').fill('T12345678');
    await form.getByTestId('mw-submit').click();
    await poll(errors).toContain('enter a valid wallet address');
    expect(calls.filter((call) => call === 'POST /wallet/merchant_withdrawal')).toEqual([]);

    await form.getByTestId('mw-trader').click();
    await page.getByRole('option', { name: 'trader', exact: true }).click();
    await form.getByTestId('mw-merchant').click();
    await page.getByRole('option', { name: 'merchant', exact: true }).click();
    await form.getByTestId('mw-amount').fill('12');
    await form.getByTestId('mw-address').fill(await depositAddressOf('partner'));
    // The trader's wallet holds nothing on chain yet: refused, naming what it holds, and the form stays.
    await virtualBalance(await api('trader'));
    await form.getByTestId('mw-submit').click();
    await form.getByText('The sending wallet holds 0.000000 USDT on chain that is free to send, less than 12.000000 USDT').waitFor();
    await fundOnChain('trader', '12');
    const refresh = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/inner/wallet' && request.method() === 'GET');
    await form.getByTestId('mw-submit').click();

    await notification(page, 'Withdrawal of 12 USDT from merchant created').waitFor();
    await form.waitFor({ state: 'detached' });
    await refresh;
    const [payout] = await app.server.db.query<{ status: string; amount: string }>(
      "SELECT status, amount::text FROM withdrawals WHERE kind = 'merchant_payout' ORDER BY created_at DESC LIMIT 1",
    );
    expect(payout).toEqual({ status: 'completed', amount: '12000000' });
  });

  it('shows the merchant withdrawal button to root only, and the wallets page not at all to support', async () => {
    const admin = await app.signedInPage('admin');
    await admin.goto('/wallets');
    await admin.getByTestId('wallet-holders').locator('tbody tr').first().waitFor();
    await admin.getByTestId('system-marker').waitFor();
    expect(await admin.getByTestId('merchant-withdrawal-button').count()).toBe(0);

    const support = await app.signedInPage('support');
    await support.goto('/wallets');
    await support.getByTestId('page-forbidden').waitFor();
    expect(await support.getByTestId('wallet-holders').count()).toBe(0);
  });

  it('shows each real wallet on chain beside what the platform believes, and tells an admin live of a difference', async () => {
    const admin = await app.signedInPage('admin');
    await admin.goto('/wallets');
    const holders = admin.getByTestId('wallet-holders');
    await holders.locator('tbody tr').first().waitFor();
    await app.server.app.jobs.walletReconcile.runOnce();
    const live = realtimeReady(admin);
    await admin.reload();
    await live;
    await holders.locator('tbody tr').first().waitFor();
    expect(await holders.getByTestId('wallet-drift').count()).toBe(0);

    // One USDT leaves the partner's address without the platform sending it.
    const address = await depositAddressOf('partner');
    appendSimulatedTransfer(dataDir, { from: address, to: 'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh', amount: '1' }, BLOCK_MS);
    await app.server.app.jobs.walletReconcile.runOnce();
    await notification(admin, `The wallet ${address} of partner holds`).waitFor();
    const row = holders.locator('tbody tr', { hasText: 'partner' });
    await poll(() => row.getByTestId('wallet-drift').textContent()).toBe('−1');
    expect(await row.getByTestId('wallet-drift').getAttribute('title')).toBe('differs by −1 USDT');
  });
});
