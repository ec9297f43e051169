import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBinanceP2p, fetchBybitP2p, medianPrice } from './rate-sources';

const FIXTURES = path.join(import.meta.dirname, '../../../test/fixtures/rates');
let server: http.Server;
let baseUrl: string;
const bodies: unknown[] = [];
let failNext = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(body));
      if (failNext) {
        failNext = false;
        res.statusCode = 503;
        return res.end('{}');
      }
      res.setHeader('content-type', 'application/json');
      if (req.url === '/bapi/c2c/v2/friendly/c2c/adv/search')
        return res.end(fs.readFileSync(path.join(FIXTURES, 'binance-p2p-search.response.BUY.json')));
      if (req.url === '/fiat/otc/item/online') return res.end(fs.readFileSync(path.join(FIXTURES, 'bybit-p2p-online.response.BUY.json')));
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('market rate sources', () => {
  it('takes the exact median of the best ads', () => {
    expect(medianPrice(['61.90', '61.82', '61.85'])).toBe('61.85000000');
    expect(medianPrice(['96.76', '96.80'])).toBe('96.78000000');
    expect(() => medianPrice([])).toThrow(/No ads/);
  });

  it('reads Binance P2P: the taker buys USDT for RUB', async () => {
    expect(await fetchBinanceP2p(baseUrl, 'RUB', 'USDT')).toBe('61.85000000');
    expect(bodies.at(-1)).toMatchObject({ asset: 'USDT', fiat: 'RUB', tradeType: 'BUY' });
  });

  it('reads Bybit P2P, online ads only', async () => {
    // Ads at 96.76 and 96.80 are online; the 96.95 one is offline and left out.
    expect(await fetchBybitP2p(baseUrl, 'RUB', 'USDT')).toBe('96.78000000');
    expect(bodies.at(-1)).toMatchObject({ tokenId: 'USDT', currencyId: 'RUB', side: '1' });
  });

  it('fails loudly when the source is down', async () => {
    failNext = true;
    await expect(fetchBinanceP2p(baseUrl, 'RUB', 'USDT')).rejects.toThrow(/answered 503/);
  });
});
