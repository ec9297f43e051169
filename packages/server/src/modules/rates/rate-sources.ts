import { fromMinor, toMinor, type RateSource } from '@paydesk/contract';

const RATE_SCALE = 8;
const TOP_ADS = 5;

type Fetch = typeof fetch;

/** Median of the best ads' prices, exactly: the rate a taker buying crypto would get. */
export const medianPrice = (prices: string[]) => {
  const sorted = prices.map((price) => toMinor(price, RATE_SCALE)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.length === 0) throw new Error('No ads to take a rate from');
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2n;
  return fromMinor(median, RATE_SCALE);
};

const postJson = async <T>(http: Fetch, url: string, body: unknown): Promise<T> => {
  const response = await http(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as T;
};

type BinanceAnswer = { code: string; success: boolean; data: { adv: { price: string } }[] };

/** Binance P2P: ads selling crypto for the fiat (the taker buys), best price first. */
export const fetchBinanceP2p = async (baseUrl: string, fiat: string, crypto: string, http: Fetch = fetch) => {
  const answer = await postJson<BinanceAnswer>(http, `${baseUrl.replace(/\/$/, '')}/bapi/c2c/v2/friendly/c2c/adv/search`, {
    page: 1,
    rows: 10,
    payTypes: [],
    countries: [],
    asset: crypto,
    fiat,
    tradeType: 'BUY',
    transAmount: 0,
  });
  if (!answer.success || answer.code !== '000000') throw new Error(`Binance P2P refused the search (code ${answer.code})`);
  return medianPrice(answer.data.slice(0, TOP_ADS).map((item) => item.adv.price));
};

type BybitAnswer = { ret_code: number; ret_msg: string; result: { items: { price: string; isOnline: boolean }[] } };

/** Bybit P2P: online ads selling crypto (side 1), best price first. */
export const fetchBybitP2p = async (baseUrl: string, fiat: string, crypto: string, http: Fetch = fetch) => {
  const answer = await postJson<BybitAnswer>(http, `${baseUrl.replace(/\/$/, '')}/fiat/otc/item/online`, {
    userId: '',
    tokenId: crypto,
    currencyId: fiat,
    payment: [],
    side: '1',
    size: '10',
    page: '1',
    amount: '',
    authMaker: false,
    canTrade: false,
  });
  if (answer.ret_code !== 0) throw new Error(`Bybit P2P refused the search (${answer.ret_msg})`);
  const online = answer.result.items.filter((item) => item.isOnline);
  return medianPrice(online.slice(0, TOP_ADS).map((item) => item.price));
};

export type MarketSource = Exclude<RateSource, 'manual'>;
export const MARKET_SOURCES: readonly MarketSource[] = ['binance_p2p', 'bybit_p2p'];
