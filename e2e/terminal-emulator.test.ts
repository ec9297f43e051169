import type { MerchantOrder } from '@paydesk/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingText } from '../packages/server/src/cli/terminal-emulator/bank-texts';
import { loggedIn, type TestClient } from '../packages/server/test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader } from '../packages/server/test/order-fixtures';
import { useE2EApp } from './support/e2e-app';
import { poll, realtimeReady } from './support/pages';
import { pickOption } from './support/users-pages';

const app = useE2EApp();
const ROOT = path.resolve(import.meta.dirname, '..');
const CARD_NAME = 'E2E emulator card';

let admin: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let emulator: ChildProcess | null = null;
const said: { event: string; [key: string]: unknown }[] = [];

beforeAll(async () => {
  const traderId = await app.userId('trader');
  const requisiteId = await readyTrader(app.server, traderId, '4111111111111111');
  await app.server.db.query('UPDATE requisites SET name = $2 WHERE id = $1', [requisiteId, CARD_NAME]);
  await fundUser(app.server, traderId, 1_000_000_000n, 'e2e-emulator-trader');
  await fundUser(app.server, await app.userId('merchant'), 1_000_000_000n, 'e2e-emulator-merchant');
  await liveFlow(app.server, [traderId]);
  admin = await loggedIn(app.server.url, 'admin');
  // Only a terminal may confirm this trader's payments: no pay-in reaches a card without a live one.
  expect((await admin.put(`/terminal/manual-trader/${traderId}`, { without_terminal: false })).status).toBe(200);
  api = await merchantApi(app.server);
});

afterAll(() => {
  emulator?.kill('SIGTERM');
});

/** `npm run terminal -- --pair CODE --json` as its own process, heartbeating every second; it reads texts from its stdin. */
const startEmulator = (code: string) => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/cli/terminal.ts', '--url', app.server.url, '--pair', code, '--json'],
    { cwd: ROOT, env: { ...process.env, TERMINAL_HEARTBEAT_SECONDS: '1' }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let buffered = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines.filter((item) => item.startsWith('{'))) said.push(JSON.parse(line) as (typeof said)[number]);
  });
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.once('exit', (status) => said.push({ event: 'exit', status, errors }));
  return child;
};

const saidOf = (event: string) => said.filter((line) => line.event === event);
const cardOf = (page: Page, guid: string) => page.locator(`[data-testid="terminal-card"][data-id="${guid}"]`);

describe("the emulated trader's phone", () => {
  it('pairs with the code the trader is shown, is approved live, and pays a pay-in by the bank SMS while the trader watches', async () => {
    const page = await app.signedInPage('trader');
    const terminalsLive = realtimeReady(page);
    await page.goto('/terminal');
    await terminalsLive;
    await page.getByTestId('add-terminal').click();
    const form = page.getByTestId('terminal-form');
    await form.getByTestId('terminal-name-input').fill('E2E emulated phone');
    await pickOption(form.getByTestId('terminal-requisites'), CARD_NAME);
    await form.getByTestId('terminal-name-input').click();
    await form.getByTestId('terminal-save').click();
    const pairing = page.getByTestId('pairing-modal');
    const code = (await pairing.getByTestId('pairing-code').innerText()).trim();
    await pairing.getByRole('button', { name: 'Close', exact: true }).click();

    emulator = startEmulator(code);
    await poll(() => saidOf('paired').length + saidOf('exit').length).toBe(1);
    expect(saidOf('exit')).toEqual([]);
    const guid = (saidOf('paired')[0]!.terminal as { guid: string }).guid;
    const card = cardOf(page, guid);
    await poll(() => card.getAttribute('data-status')).toBe('moderation');

    // The admin approves; the phone's next heartbeat enables it, and the trader's card follows.
    expect((await admin.post(`/terminal/${guid}/moderate`)).status).toBe(200);
    await poll(() => card.getAttribute('data-status')).toBe('enabled');
    expect(saidOf('heartbeat').map((line) => line.status)).toContain('enabled');

    const created = await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: 'e2e-emulator-1',
      amount: '1777.00',
      currency: 'RUB',
      payment_type: 'card',
    });
    expect(created.status).toBe(201);
    const order = created.body.data!;
    expect(order.payment_details.card_number).toBe('4111111111111111');

    const activeLive = realtimeReady(page);
    await page.goto(`/active?open=${order.id}`);
    await activeLive;
    const row = page.locator('tbody tr', { has: page.locator(`[data-id="${order.id}"]`) });
    await row.waitFor();
    const details = page.getByTestId('order-details');
    await poll(() => details.locator('[data-status]').first().getAttribute('data-status')).toBe('new');

    // The bank's SMS reaches the phone: it forwards it, and the order is paid without the trader's click.
    const sms = incomingText('sberbank', { amount: '1777.00', tail: '1111', payer: 'Иван И.' });
    emulator.stdin!.write(`${sms.text}\n`);
    await poll(() => saidOf('notification').length).toBe(1);
    expect(saidOf('notification')[0]).toMatchObject({ outcome: 'matched', order_guid: order.id });

    await row.waitFor({ state: 'detached' });
    await poll(() => details.locator('[data-status]').first().getAttribute('data-status')).toBe('paid');
    const notifications = details.getByTestId('order-notifications');
    await notifications.getByText(sms.text).waitFor();
    await notifications.getByText('E2E emulated phone').waitFor();
    expect((await api.call<MerchantOrder>('GET', `/orders/${order.id}`)).body.data!.status).toBe('paid');
  });
});
