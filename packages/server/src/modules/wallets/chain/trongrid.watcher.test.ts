import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTronGridWatcher } from './trongrid.watcher';

const FIXTURES = path.join(import.meta.dirname, '../../../../test/fixtures/tron');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const WATCHED = 'TJbUDLSLdiuh1TdZ5hUEKMuboJ3X41vwxG';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A local TronGrid that replays the recorded answers. */
let server: http.Server;
let baseUrl: string;
const requests: { url: string; apiKey: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', apiKey: req.headers['tron-pro-api-key'] as string | undefined, body });
      const url = new URL(req.url ?? '/', 'http://local');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === `/v1/accounts/${WATCHED}/transactions/trc20`) {
        return res.end(
          fixture(url.searchParams.has('fingerprint') ? 'trc20-transactions.page2-last.json' : 'trc20-transactions.page1.json'),
        );
      }
      // `GET /v1/accounts/{address}`: composed after TronGrid's documented shape (`trc20`: contract → balance).
      if (url.pathname === `/v1/accounts/${WATCHED}`) return res.end(fixture('account.composed.json'));
      if (url.pathname === '/v1/accounts/TNoAccountYet1111111111111111111111') return res.end('{"data":[],"success":true,"meta":{}}');
      if (url.pathname === '/v1/accounts/TBadBalance11111111111111111111111')
        return res.end(`{"data":[{"trc20":[{"${USDT}":"12.5"}]}],"success":true}`);
      if (url.pathname === '/wallet/getnowblock') return res.end(fixture('getnowblock.json'));
      if (url.pathname === '/wallet/gettransactioninfobyid') {
        const { value } = JSON.parse(body) as { value: string };
        if (value.startsWith('aa451147')) return res.end(fixture('gettransactioninfobyid.json'));
        // Not yet in a block: TronGrid answers an empty object.
        return res.end('{}');
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('TronGrid watcher', () => {
  it('reads every page, keeps incoming USDT transfers only, and counts confirmations from the block', async () => {
    const watcher = createTronGridWatcher({ baseUrl, apiKey: 'key-1', contract: USDT });
    const seen = await watcher.incoming(WATCHED, new Set());
    expect(seen.map((item) => [item.txId.slice(0, 8), item.amount, item.confirmations])).toEqual([
      ['aa451147', 7_975_000_000n, 123],
      ['6a6627aa', 18_752_341n, 0],
      ['4c7c48f8', 250_000_000n, 0],
    ]);
    expect(seen[0]!.from).toBe('TLWKepDBC8RZjAhtWyNqASyzgyVyHUuS7o');
    const listCalls = requests.filter((request) => request.url.includes('/transactions/trc20'));
    expect(listCalls).toHaveLength(2);
    expect(listCalls[0]!.url).toContain(`contract_address=${USDT}`);
    expect(listCalls[1]!.url).toContain('fingerprint=');
    expect(requests.every((request) => request.apiKey === 'key-1')).toBe(true);
  });

  it('skips transactions already settled', async () => {
    const watcher = createTronGridWatcher({ baseUrl, apiKey: null, contract: USDT });
    const settled = new Set(['aa451147fe9bc4514ebc6adc58582eabd480c2869a649571a9262d2e95dae9cd']);
    const seen = await watcher.incoming(WATCHED, settled);
    expect(seen.map((item) => item.txId.slice(0, 8))).toEqual(['6a6627aa', '4c7c48f8']);
  });

  it("reads an address's USDT balance among its TRC-20 holdings; an address never used holds 0", async () => {
    const watcher = createTronGridWatcher({ baseUrl, apiKey: 'key-1', contract: USDT });
    expect(await watcher.usdtBalance(WATCHED)).toBe(7_993_752_341n);
    expect(await watcher.usdtBalance('TNoAccountYet1111111111111111111111')).toBe(0n);
    // Another token's holding is not USDT.
    expect(
      await createTronGridWatcher({ baseUrl, apiKey: null, contract: 'TOtherToken11111111111111111111111' }).usdtBalance(WATCHED),
    ).toBe(0n);
    await expect(watcher.usdtBalance('TBadBalance11111111111111111111111')).rejects.toThrow(/not a number/);
    await expect(
      createTronGridWatcher({ baseUrl: `${baseUrl}/broken`, apiKey: null, contract: USDT }).usdtBalance(WATCHED),
    ).rejects.toThrow(/TronGrid 404/);
  });

  it('fails loudly on an HTTP error instead of reporting nothing', async () => {
    const watcher = createTronGridWatcher({ baseUrl: `${baseUrl}/broken`, apiKey: null, contract: USDT });
    await expect(watcher.incoming(WATCHED, new Set())).rejects.toThrow(/TronGrid 404/);
  });
});
