import type { ChainWatcher, ObservedTransfer } from './chain-watcher';

type Trc20Item = {
  transaction_id: string;
  from: string;
  to: string;
  value: string;
  type: string;
  token_info?: { address?: string };
};
type Trc20Page = { data: Trc20Item[]; meta: { fingerprint?: string } };

const MAX_PAGES = 20;

/**
 * Reads USDT transfers from a TronGrid-compatible HTTP API. The TRC-20 history has no block
 * number, so confirmations come from `gettransactioninfobyid` against `getnowblock`.
 */
export const createTronGridWatcher = (options: {
  baseUrl: string;
  apiKey: string | null;
  contract: string;
  fetch?: typeof fetch;
}): ChainWatcher => {
  const http = options.fetch ?? fetch;
  const headers: Record<string, string> = { accept: 'application/json', ...(options.apiKey ? { 'TRON-PRO-API-KEY': options.apiKey } : {}) };
  const base = options.baseUrl.replace(/\/$/, '');

  const getJson = async <T>(url: string, init?: RequestInit): Promise<T> => {
    const response = await http(url, { ...init, headers: { ...headers, ...(init?.headers ?? {}) }, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`TronGrid ${response.status} for ${url}`);
    return (await response.json()) as T;
  };

  const nowBlock = async () =>
    (await getJson<{ block_header: { raw_data: { number: number } } }>(`${base}/wallet/getnowblock`)).block_header.raw_data.number;

  const blockOf = async (txId: string) =>
    (
      await getJson<{ blockNumber?: number }>(`${base}/wallet/gettransactioninfobyid`, {
        method: 'POST',
        body: JSON.stringify({ value: txId }),
        headers: { 'content-type': 'application/json' },
      })
    ).blockNumber ?? null;

  return {
    name: 'trongrid',
    // A broadcast transfer shows in the account's balance once a block holds it (a block every 3 s).
    settleSeconds: 15,
    incoming: async (address, settled) => {
      const items: Trc20Item[] = [];
      let fingerprint: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = new URLSearchParams({ limit: '200', only_to: 'true', contract_address: options.contract });
        if (fingerprint) query.set('fingerprint', fingerprint);
        const answer = await getJson<Trc20Page>(`${base}/v1/accounts/${address}/transactions/trc20?${query}`);
        items.push(...answer.data);
        fingerprint = answer.meta.fingerprint;
        if (!fingerprint) break;
      }
      const fresh = items.filter(
        (item) =>
          item.type === 'Transfer' &&
          item.to === address &&
          item.token_info?.address === options.contract &&
          !settled.has(item.transaction_id),
      );
      if (fresh.length === 0) return [];
      const head = await nowBlock();
      const observed: ObservedTransfer[] = [];
      for (const item of fresh) {
        const block = await blockOf(item.transaction_id);
        if (!/^\d+$/.test(item.value) || BigInt(item.value) <= 0n) continue;
        observed.push({
          txId: item.transaction_id,
          to: item.to,
          from: item.from,
          amount: BigInt(item.value),
          confirmations: block === null ? 0 : Math.max(0, head - block),
        });
      }
      return observed;
    },
    usdtBalance: async (address) => {
      // An account's TRC-20 holdings: `trc20` is a list of one-key objects, contract → balance in minor units.
      const answer = await getJson<{ data?: { trc20?: Record<string, string>[] }[] }>(`${base}/v1/accounts/${address}`);
      const holding = answer.data?.[0]?.trc20?.find((entry) => Object.hasOwn(entry, options.contract))?.[options.contract];
      if (holding === undefined) return 0n;
      if (!/^\d{1,40}$/.test(holding)) throw new Error(`TronGrid answered a balance that is not a number for ${address}`);
      return BigInt(holding);
    },
  };
};
