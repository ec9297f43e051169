import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromMinor, toMinor, type CurrentUser, type ListAnswer, type WalletHolder, type WalletTransaction } from '@paydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { openSocket } from '../../../test/ws-client';
import { checkLedger } from '../ledger/ledger.check';
import { getUserBalances } from '../ledger/ledger.service';
import { createChainWatcher } from './chain/create-chain-watcher';
import { appendSimulatedTransfer, simulatedChainFile, simulatedHeight } from './chain/simulated-chain';
import { isValidTronAddress } from './tron-address.util';

const BLOCK_MS = 40;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-wallets-'));
let server: TestServer;
let ids: Map<string, string>;

beforeAll(async () => {
  server = await startTestServer({
    startJobs: false,
    env: { DATA_DIR: dataDir, DEPOSIT_CONFIRMATIONS: '2', SIMULATOR_BLOCK_MS: String(BLOCK_MS), WITHDRAWAL_AUTO_LIMIT: '500' },
  });
  // A partner without manual withdrawal whose history this file controls (agents have no pay-in).
  const admin = await loggedIn(server.url, 'admin');
  const payee = await admin.post('/user', { username: 'payee', password: 'payee-demo-1', type: 'partner' });
  if (payee.status !== 200) throw new Error(JSON.stringify(payee.body));
  ids = new Map(
    (await server.db.query<{ id: string; username: string }>('SELECT id, username FROM users')).map((row) => [row.username, row.id]),
  );
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A block deep enough in the past to be confirmed, or ahead of the chain so it is not yet. */
const confirmedBlock = () => simulatedHeight(BLOCK_MS) - 100;
const futureBlock = () => simulatedHeight(BLOCK_MS) + 1_000_000;

/** Sends USDT on the simulated chain, already confirmed, and lets the deposit job credit it. */
const depositTo = async (username: string, amount: string) => {
  const client = await loggedIn(server.url, username);
  await client.get('/user/current'); // assigns the deposit address on first load
  appendSimulatedTransfer(dataDir, { toUser: username, amount, block: confirmedBlock() }, BLOCK_MS);
  await server.app.jobs.deposits.runOnce();
  return client;
};

/** USDT arriving at the user's wallet on chain, credited as a deposit (for root: the platform's wallet topped up). */
const fundOnChain = (username: string, amount: string) => depositTo(username, amount);

/** What the simulated chain says the user's first address holds. */
const onChain = async (username: string) => {
  const [row] = await server.db.query<{ address: string }>(
    'SELECT a.address FROM deposit_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = $1 ORDER BY a.derivation_index LIMIT 1',
    [username],
  );
  return fromMinor(await createChainWatcher(server.config, server.db).usdtBalance(row!.address), 6);
};

const toMinorOf = (amount: string) => toMinor(amount, 6);

const available = async (username: string) => (await getUserBalances(server.db, ids.get(username)!, 'USDT')).available;

describe('deposit addresses', () => {
  it('gives each user a distinct valid TRC-20 address in their wallets', async () => {
    const addresses = [];
    const agent = (await (await loggedIn(server.url, 'agent')).get<CurrentUser>('/user/current')).body.data!;
    expect(agent.wallets.filter((wallet) => wallet.type.slug === 'real')).toEqual([]);
    for (const username of ['merchant', 'trader', 'partner']) {
      const user = (await (await loggedIn(server.url, username)).get<CurrentUser>('/user/current')).body.data!;
      const real = user.wallets.filter((wallet) => wallet.type.slug === 'real');
      expect(real).toHaveLength(1);
      expect(isValidTronAddress(real[0]!.address!)).toBe(true);
      addresses.push(real[0]!.address);
    }
    expect(new Set(addresses).size).toBe(3);
  });
});

describe('deposits', () => {
  it('are credited once confirmed, exactly once, with a live message to the user', async () => {
    const client = await loggedIn(server.url, 'partner');
    const me = (await client.get<CurrentUser>('/user/current')).body.data!;
    const ws = await openSocket(server.url);
    ws.auth(me.uuid, me.ws_token);
    await ws.next('auth.ok');

    const entry = appendSimulatedTransfer(dataDir, { toUser: 'partner', amount: '125.5', block: futureBlock() }, BLOCK_MS);
    await server.app.jobs.deposits.runOnce();
    expect(await available('partner')).toBe(0n); // seen, not yet confirmed
    const [pending] = await server.db.query<{ status: string }>('SELECT status FROM chain_deposits WHERE user_id = $1', [me.uuid]);
    expect(pending!.status).toBe('pending');

    // The chain moves on: the same transfer is now deep enough.
    const file = simulatedChainFile(dataDir);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`"block":${entry.block}`, `"block":${confirmedBlock()}`));
    expect(await server.app.jobs.deposits.runOnce()).toBe(1);
    expect(await server.app.jobs.deposits.runOnce()).toBe(0);
    expect(await available('partner')).toBe(125_500_000n);
    expect(JSON.parse((await ws.next('deposit.added')).message)).toEqual({ amount: '125.5', currency: { code: 'USDT', name: 'USDT' } });
    const virtual = (await client.get<CurrentUser>('/user/current')).body.data!.wallets.find((wallet) => wallet.type.slug === 'virtual');
    expect(virtual?.amount.amount).toBe('125.500000');
    ws.close();
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('move the insurance once the deposits cover it, and turn insurance_paid on', async () => {
    const trader2 = await depositTo('trader2', '60');
    expect((await trader2.get<CurrentUser>('/user/current')).body.data!.profile?.insurance_paid).toBe(false);
    await depositTo('trader2', '50');
    const profile = (await trader2.get<CurrentUser>('/user/current')).body.data!.profile;
    expect(profile?.insurance_paid).toBe(true);
    expect(await getUserBalances(server.db, ids.get('trader2')!, 'USDT')).toEqual({
      available: 10_000_000n,
      held: 0n,
      insurance: 100_000_000n,
    });
    // The history lists the deduction, so what it shows adds up to the balance: 60 + 50 - 100 = 10.
    const history = (await trader2.get<ListAnswer<WalletTransaction>>('/my/transaction?sort=-created_at')).body.data!.items;
    expect(history.map((item) => [item.type.slug, item.money.amount, item.balance_before?.amount, item.balance_after?.amount])).toEqual([
      ['insurance', '100.000000', '110.000000', '10.000000'],
      ['deposit', '50.000000', '60.000000', '110.000000'],
      ['deposit', '60.000000', '0.000000', '60.000000'],
    ]);
    expect(history[0]).toMatchObject({
      status: { slug: 'completed' },
      type: { title: 'Insurance' },
      action: { title: 'Insurance deposit' },
    });
    const onlyInsurance = (await trader2.get<ListAnswer<WalletTransaction>>('/my/transaction?filter[type]=insurance')).body.data!;
    expect(onlyInsurance.items).toHaveLength(1);
    expect(await checkLedger(server.db)).toEqual([]);
  });
});

describe('withdrawals', () => {
  const address = 'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh';
  let admin: TestClient;
  beforeAll(async () => {
    admin = await loggedIn(server.url, 'admin');
  });

  it('refuses a bad address, a wrong currency, a zero amount and more than the balance, and changes nothing', async () => {
    const agent = await depositTo('payee', '20');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { address: 'TR7NHqjeKQxGTCi8q8ZDWXJ4jhXvGkVeby', currency: 'USDT', amount: '1' },
        'address',
        'must be a valid TRC-20 (TRON) address',
      ],
      [{ address, currency: 'BTC', amount: '1' }, 'currency', 'must be one of: USDT'],
      [{ address, currency: 'USDT', amount: '0' }, 'amount', 'must be greater than 0'],
      [{ address, currency: 'USDT', amount: '1.0000001' }, 'amount', 'must be a number with at most 6 decimals'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await agent.post('/wallet/withdrawals', body);
      expect(answer.status).toBe(422);
      expect(answer.body.error?.fields?.[field]).toBe(message);
    }
    const tooMuch = await agent.post('/wallet/withdrawals', { address, currency: 'USDT', amount: '20.000001' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatchObject({ code: 'insufficient_balance', message: 'Insufficient balance.' });
    expect(await available('payee')).toBe(20_000_000n);
  });

  it('are refused to traders', async () => {
    const trader = await loggedIn(server.url, 'trader');
    expect((await trader.post('/wallet/withdrawals', { address, currency: 'USDT', amount: '1' })).status).toBe(403);
  });

  it('complete at once for users without moderation, with a transaction id, sent from the platform wallet', async () => {
    await fundOnChain('root', '5');
    const agent = await loggedIn(server.url, 'payee');
    const answer = await agent.post<{ transaction: WalletTransaction }>('/wallet/withdrawals', { address, currency: 'USDT', amount: '5' });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.transaction).toMatchObject({
      type: { slug: 'withdrawal' },
      status: { slug: 'completed' },
      money: { amount: '5.000000' },
      balance_before: { amount: '20.000000' },
      balance_after: { amount: '15.000000' },
    });
    expect(answer.body.data!.transaction.tx_id).toMatch(/^[0-9a-f]{64}$/);
    expect(await getUserBalances(server.db, ids.get('payee')!, 'USDT')).toEqual({ available: 15_000_000n, held: 0n, insurance: 0n });
    // The platform's wallet sent exactly the 5 it held.
    expect(await onChain('root')).toBe('0.000000');
  });

  it("wait for an admin while the platform's wallet cannot send them; approval is refused naming its balance until it can", async () => {
    const created = await admin.post('/user', { username: 'payee2', password: 'payee2-demo-1', type: 'partner' });
    expect(created.status).toBe(200);
    ids.set('payee2', (await server.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'payee2'"))[0]!.id);
    const payee = await depositTo('payee2', '10');
    const waiting = (
      await payee.post<{ transaction: WalletTransaction }>('/wallet/withdrawals', { address, currency: 'USDT', amount: '4' })
    ).body.data!.transaction;
    expect(waiting.status.slug).toBe('moderation');
    const before = await getUserBalances(server.db, ids.get('payee2')!, 'USDT');
    expect(before).toMatchObject({ available: 6_000_000n, held: 4_000_000n });
    const transfers = async () => (await server.db.query('SELECT 1 FROM ledger_transfers')).length;

    const empty = await admin.post(`/transaction/${waiting.guid}/accept`);
    expect(empty.status).toBe(409);
    expect(empty.body.error).toMatchObject({ code: 'wallet_shortfall' });
    expect(empty.body.error!.message).toContain('0.000000 USDT');
    await fundOnChain('root', '3');
    const movedBefore = await transfers();
    admin.language = 'ru';
    const short = await admin.post(`/transaction/${waiting.guid}/accept`);
    admin.language = 'en';
    expect(short.body.error).toMatchObject({ code: 'wallet_shortfall' });
    expect(short.body.error!.message).toBe(
      'На кошельке отправителя в сети свободно 3.000000 USDT, меньше чем 4.000000 USDT: ничего не отправлено и не списано.',
    );
    // Nothing moved: still waiting, still held, no transfer written.
    expect(
      (await admin.get<ListAnswer<WalletTransaction>>(`/transaction?filter[guid]=${waiting.guid}`)).body.data!.items[0]!.status.slug,
    ).toBe('moderation');
    expect(await getUserBalances(server.db, ids.get('payee2')!, 'USDT')).toEqual(before);
    expect(await transfers()).toBe(movedBefore);

    await fundOnChain('root', '1');
    const sent = await admin.post<WalletTransaction>(`/transaction/${waiting.guid}/accept`);
    expect(sent.body.data).toMatchObject({ status: { slug: 'completed' } });
    expect(await onChain('root')).toBe('0.000000');
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('wait for moderation when the user has manual withdrawal; admin accepts or rejects', async () => {
    const merchant = await depositTo('merchant', '100');
    const first = (
      await merchant.post<{ transaction: WalletTransaction }>('/wallet/withdrawals', { address, currency: 'USDT', amount: '30' })
    ).body.data!.transaction;
    expect(first.status.slug).toBe('moderation');
    expect(await getUserBalances(server.db, ids.get('merchant')!, 'USDT')).toMatchObject({ available: 70_000_000n, held: 30_000_000n });
    await fundOnChain('root', '30');

    const queue = (
      await admin.get<ListAnswer<WalletTransaction>>('/transaction?filter[type]=withdrawal&filter[status]=moderation&sort=-created_at')
    ).body.data!;
    expect(queue.items.map((item) => item.guid)).toContain(first.guid);

    const accepted = await admin.post<WalletTransaction>(`/transaction/${first.guid}/accept`);
    expect(accepted.body.data).toMatchObject({ status: { slug: 'completed' } });
    expect(accepted.body.data!.tx_id).toMatch(/^[0-9a-f]{64}$/);
    expect((await admin.post(`/transaction/${first.guid}/accept`)).body.error?.code).toBe('conflict');

    const second = (
      await merchant.post<{ transaction: WalletTransaction }>('/wallet/withdrawals', { address, currency: 'USDT', amount: '20' })
    ).body.data!.transaction;
    expect((await admin.post<WalletTransaction>(`/transaction/${second.guid}/reject`)).body.data!.status.slug).toBe('rejected');
    expect(await getUserBalances(server.db, ids.get('merchant')!, 'USDT')).toEqual({ available: 70_000_000n, held: 0n, insurance: 0n });
    expect(await checkLedger(server.db)).toEqual([]);
  });

  it('let exactly 10 of 50 simultaneous withdrawals through a balance that affords 10', async () => {
    const partner = await loggedIn(server.url, 'partner');
    const before = await available('partner');
    const each = before / 10n;
    const amount = fromMinor(each, 6);
    // The platform's wallet holds exactly what the ten send.
    await fundOnChain('root', fromMinor(each * 10n, 6));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => partner.post('/wallet/withdrawals', { address, currency: 'USDT', amount })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(answer.body.error?.code).toBe('insufficient_balance');
    expect(await available('partner')).toBe(before - each * 10n);
    expect(await onChain('root')).toBe('0.000000');
    expect(await checkLedger(server.db)).toEqual([]);
  });
});

describe('history', () => {
  it("lists the user's own deposits and withdrawals with the balance around each, localized", async () => {
    const agent = await loggedIn(server.url, 'payee');
    agent.language = 'ru';
    const list = (await agent.get<ListAnswer<WalletTransaction>>('/my/transaction?sort=-created_at')).body.data!;
    expect(list.items.map((item) => [item.type.slug, item.money.amount, item.balance_before?.amount, item.balance_after?.amount])).toEqual([
      ['withdrawal', '5.000000', '20.000000', '15.000000'],
      ['deposit', '20.000000', '0.000000', '20.000000'],
    ]);
    expect(list.items[1]!.type.title).toBe('Пополнение');
    expect(list.items.every((item) => item.payable.username === 'payee')).toBe(true);
  });

  it('offers each transaction type its own statuses as filter choices', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const statuses = async (type: string) =>
      (await admin.get<ListAnswer<WalletTransaction>>(`/transaction?filter[type]=${type}`)).body
        .data!.context.available_filters.find((filter) => filter.field === 'status')!
        .available_values.map((value) => value.slug);
    expect(await statuses('deposit')).toEqual(['pending', 'credited']);
    expect(await statuses('withdrawal')).toEqual(['moderation', 'approved', 'completed', 'rejected', 'failed']);
  });

  it('is admin-only across users', async () => {
    expect((await (await loggedIn(server.url, 'merchant')).get('/transaction')).status).toBe(403);
  });
});

describe('real wallets and merchant withdrawal', () => {
  it('lists real wallets for admins, with the system marker on root', async () => {
    const root = await loggedIn(server.url, 'root');
    await root.get('/user/current');
    const holders = (await root.get<ListAnswer<WalletHolder>>('/wallet?count=50')).body.data!.items;
    expect(holders.flatMap((item) => item.wallets).every((wallet) => isValidTronAddress(wallet.name))).toBe(true);
    expect(holders.filter((item) => item.holder.is_root).map((item) => item.holder.username)).toEqual(['root']);
    const merchant = holders.find((item) => item.holder.username === 'merchant')!;
    expect(merchant.wallets[0]!.amount).toEqual({ amount: '100.000000', currency: { code: 'USDT' } });
    expect((await (await loggedIn(server.url, 'support')).get('/wallet')).status).toBe(403);
  });

  it('is for root only, checks its fields, and moves the merchant USDT to the paying trader', async () => {
    const admin = await loggedIn(server.url, 'admin');
    const body = {
      user_uuid: ids.get('trader'),
      merchant_uuid: ids.get('merchant'),
      amount: '10',
      to_address: 'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh',
    };
    expect((await admin.post('/wallet/merchant_withdrawal', body)).status).toBe(403);
    const root = await loggedIn(server.url, 'root');
    expect((await root.post('/wallet/merchant_withdrawal', { ...body, amount: '0.5' })).body.error?.fields?.amount).toBe(
      'must be at least 1',
    );
    expect((await root.post('/wallet/merchant_withdrawal', { ...body, to_address: 'TJmm' })).body.error?.fields?.to_address).toBe(
      'must be at least 10 characters',
    );
    expect((await root.post('/wallet/merchant_withdrawal', { ...body, user_uuid: ids.get('agent') })).body.error?.fields?.user_uuid).toBe(
      'must be a trader',
    );
    // The trader's real wallet holds what came in through it: 25 USDT.
    await depositTo('trader', '25');
    const holdingOf = async (username: string) =>
      (await root.get<ListAnswer<WalletHolder>>('/wallet?count=50')).body.data!.items.find((item) => item.holder.username === username)!
        .wallets[0]!.amount.amount;
    expect(await holdingOf('trader')).toBe('25.000000');
    const traderBefore = await available('trader');
    const done = await root.post<{ transaction: WalletTransaction }>('/wallet/merchant_withdrawal', body);
    expect(done.status).toBe(200);
    expect(done.body.data!.transaction).toMatchObject({ status: { slug: 'completed' }, action: { slug: 'merchant_payout' } });
    expect(await available('merchant')).toBe(60_000_000n);
    expect(await available('trader')).toBe(traderBefore + 10_000_000n);
    // The trader sent 10 USDT from that wallet: it holds 15 now, not the 25 ever deposited, here and on the trader's own screen.
    expect(await holdingOf('trader')).toBe('15.000000');
    const traderClient = await loggedIn(server.url, 'trader');
    const own = (await traderClient.get<CurrentUser>('/user/current')).body.data!.wallets.find((wallet) => wallet.type.slug === 'real');
    expect(own?.amount.amount).toBe('15.000000');
    expect(await onChain('trader')).toBe('15.000000');

    // More than the wallet holds on chain: refused, naming what it holds, and nothing moves.
    const merchantBefore = await available('merchant');
    const payoutsBefore = (await server.db.query("SELECT 1 FROM withdrawals WHERE kind = 'merchant_payout'")).length;
    const beyond = await root.post('/wallet/merchant_withdrawal', { ...body, amount: '15.000001' });
    expect(beyond.status).toBe(409);
    expect(beyond.body.error).toMatchObject({
      code: 'wallet_shortfall',
      message:
        'The sending wallet holds 15.000000 USDT on chain that is free to send, less than 15.000001 USDT: nothing was sent or moved.',
    });
    expect(await available('merchant')).toBe(merchantBefore);
    expect((await server.db.query("SELECT 1 FROM withdrawals WHERE kind = 'merchant_payout'")).length).toBe(payoutsBefore);

    // Ten sends of 1.5 at once from 15 on chain, then one more: ten go, the eleventh is refused.
    const sends = await Promise.all(Array.from({ length: 11 }, () => root.post('/wallet/merchant_withdrawal', { ...body, amount: '1.5' })));
    expect(sends.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(sends.filter((answer) => answer.body.error?.code === 'wallet_shortfall')).toHaveLength(1);
    expect(await onChain('trader')).toBe('0.000000');
    expect(await available('merchant')).toBe(merchantBefore - 15_000_000n);
    expect(await holdingOf('trader')).toBe('0.000000');
    expect(await checkLedger(server.db)).toEqual([]);
  });
});

describe('reconciling real wallets with the chain', () => {
  it('shows what the chain says beside what the platform believes, and tells admins of a difference once', async () => {
    const root = await loggedIn(server.url, 'root');
    const admin = await loggedIn(server.url, 'admin');
    const me = (await admin.get<CurrentUser & { uuid: string; ws_token: string }>('/user/current')).body.data!;
    const ws = await openSocket(server.url);
    ws.auth(me.uuid, me.ws_token);
    await ws.next('auth.ok');
    const merchantWallet = async () =>
      (await root.get<ListAnswer<WalletHolder>>('/wallet?count=50')).body.data!.items.find((item) => item.holder.username === 'merchant')!
        .wallets[0]!;
    expect(await merchantWallet()).toMatchObject({ on_chain: null, checked_at: null, drift: null });

    // Every wallet agrees with the chain after the sends above: nothing to tell.
    expect(await server.app.jobs.walletReconcile.runOnce()).toEqual([]);
    const agreed = await merchantWallet();
    expect(agreed.on_chain).toEqual(agreed.amount);
    expect(agreed.checked_at).not.toBeNull();
    expect(agreed.drift).toBeNull();

    // 7 USDT arrive at the merchant's address that the platform never credited (no deposit seen).
    const address = agreed.name;
    appendSimulatedTransfer(dataDir, { to: address, amount: '7', block: futureBlock() }, BLOCK_MS);
    expect((await server.app.jobs.walletReconcile.runOnce()).map((found) => [found.address, found.drift])).toEqual([[address, 7_000_000n]]);
    const told = JSON.parse((await ws.next('wallet.drift')).message) as { address: string; on_chain: string; believed: string };
    expect(told).toMatchObject({
      address,
      on_chain: fromMinor(toMinorOf(agreed.amount.amount) + 7_000_000n, 6),
      believed: agreed.amount.amount,
    });
    expect((await merchantWallet()).drift).toEqual({ amount: '7.000000', currency: { code: 'USDT' } });

    // The same difference is told once; it goes away when the chain agrees again, and a new one is told.
    await server.app.jobs.walletReconcile.runOnce();
    appendSimulatedTransfer(
      dataDir,
      { from: address, to: 'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh', amount: '7', block: futureBlock() },
      BLOCK_MS,
    );
    expect(await server.app.jobs.walletReconcile.runOnce()).toEqual([]);
    expect((await merchantWallet()).drift).toBeNull();
    appendSimulatedTransfer(
      dataDir,
      { from: address, to: 'TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh', amount: '3', block: futureBlock() },
      BLOCK_MS,
    );
    await server.app.jobs.walletReconcile.runOnce();
    const drifts = () => ws.received.filter((message) => message.type === 'wallet.drift');
    for (let waited = 0; drifts().length < 2 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const missing = JSON.parse(drifts()[1]!.message) as { text: { en: string } };
    expect(missing.text.en).toContain(`holds ${fromMinor(toMinorOf(agreed.amount.amount) - 3_000_000n, 6)} USDT on chain`);
    expect((await merchantWallet()).drift).toEqual({ amount: '-3.000000', currency: { code: 'USDT' } });
    // Exactly two messages were sent for the three passes with a difference.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(drifts()).toHaveLength(2);
    ws.close();
  });
});
