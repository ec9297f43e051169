import { RATE_SOURCES, type Language, type RateSource } from '@paydesk/contract';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/db';
import { fill, messages } from '../../http/messages';
import { fetchBinanceP2p, fetchBybitP2p, MARKET_SOURCES, type MarketSource } from './rate-sources';

type RateRow = { source: string; rate: string | null; fetched_at: Date | null; last_error: string | null };

export const rateTitle = (source: RateSource, lang: Language) => messages(lang).rateSources[source];

/** The rate a flow routes at, or why it cannot: a missing or stale market rate, or no manual rate. */
/** Why a rate cannot route, as a reason code of the order catalogue with its parameters (kept with unprocessed orders). */
type Unroutable = { code: 'rate_no_manual' | 'rate_none' | 'rate_stale'; params?: Record<string, string | number> };
const unroutable = (code: Unroutable['code'], params?: Unroutable['params']): Unroutable => (params ? { code, params } : { code });

export const describeRate = (
  flow: { currency_rate_source: RateSource; manual_rate: string | null },
  market: RateRow | undefined,
  maxAgeSeconds: number,
  lang: Language,
) => {
  const text = messages(lang).rates;
  if (flow.currency_rate_source === 'manual') {
    return {
      source: 'manual' as const,
      rate: flow.manual_rate,
      updated_at: null,
      unroutable_reason: flow.manual_rate ? null : text.noManualRate,
      unroutable: flow.manual_rate ? null : unroutable('rate_no_manual'),
    };
  }
  const title = rateTitle(flow.currency_rate_source, lang);
  if (!market?.rate || !market.fetched_at) {
    return {
      source: flow.currency_rate_source,
      rate: null,
      updated_at: null,
      unroutable_reason: fill(text.noRate, { source: title }),
      unroutable: unroutable('rate_none', { source: flow.currency_rate_source }),
    };
  }
  const ageSeconds = Math.floor((Date.now() - market.fetched_at.getTime()) / 1000);
  const stale = ageSeconds > maxAgeSeconds;
  const age = { minutes: Math.floor(ageSeconds / 60), max: Math.floor(maxAgeSeconds / 60) };
  return {
    source: flow.currency_rate_source,
    rate: market.rate,
    updated_at: market.fetched_at.toISOString(),
    unroutable_reason: stale ? fill(text.staleRate, { source: title, ...age }) : null,
    unroutable: stale ? unroutable('rate_stale', { source: flow.currency_rate_source, ...age }) : null,
  };
};

export const loadMarketRates = (sql: Sql, fiat: string, crypto: string) =>
  sql.query<RateRow>(
    'SELECT source, rate::text, fetched_at, last_error FROM currency_rates WHERE fiat_currency = $1 AND crypto_currency = $2',
    [fiat, crypto],
  );

export const createRatesService = (deps: Pick<AppDeps, 'db' | 'config'>, http: typeof fetch = fetch) => {
  const { db, config } = deps;
  const fetchers: Record<MarketSource, (fiat: string, crypto: string) => Promise<string>> = {
    binance_p2p: (fiat, crypto) => fetchBinanceP2p(config.binanceP2pUrl, fiat, crypto, http),
    bybit_p2p: (fiat, crypto) => fetchBybitP2p(config.bybitP2pUrl, fiat, crypto, http),
  };
  let timer: NodeJS.Timeout | null = null;

  /** Fetches every market source for every pair in use; a failure keeps the last good rate and records why. */
  const refresh = async () => {
    const pairs = await db.query<{ fiat: string; crypto: string }>(
      `SELECT DISTINCT fiat_currency AS fiat, crypto_currency AS crypto FROM flows WHERE deleted_at IS NULL
       UNION SELECT 'RUB', 'USDT'`,
    );
    const outcomes: { source: MarketSource; fiat: string; ok: boolean }[] = [];
    for (const { fiat, crypto } of pairs) {
      for (const source of MARKET_SOURCES) {
        try {
          const rate = await fetchers[source](fiat, crypto);
          await db.query(
            `INSERT INTO currency_rates (fiat_currency, crypto_currency, source, rate, fetched_at) VALUES ($1, $2, $3, $4, now())
             ON CONFLICT (fiat_currency, crypto_currency, source) DO UPDATE SET rate = EXCLUDED.rate, fetched_at = now(), last_error = NULL`,
            [fiat, crypto, source, rate],
          );
          outcomes.push({ source, fiat, ok: true });
        } catch (error) {
          // The last good rate stays; the failure is recorded beside it (or alone, if none ever came).
          await db.query(
            `INSERT INTO currency_rates (fiat_currency, crypto_currency, source, last_error, last_error_at) VALUES ($1, $2, $3, $4, now())
             ON CONFLICT (fiat_currency, crypto_currency, source) DO UPDATE SET last_error = EXCLUDED.last_error, last_error_at = now()`,
            [fiat, crypto, source, (error as Error).message.slice(0, 300)],
          );
          outcomes.push({ source, fiat, ok: false });
        }
      }
    }
    return outcomes;
  };

  return {
    refresh,
    start: () => {
      const tick = () => void refresh().finally(() => timer && (timer = setTimeout(tick, config.rateRefreshMs)));
      timer = setTimeout(tick, 1000);
      timer.unref();
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    options: async (fiat: string, crypto: string, lang: Language) => {
      const rows = await loadMarketRates(db, fiat, crypto);
      return RATE_SOURCES.map((slug) => {
        const row = rows.find((item) => item.source === slug);
        return {
          slug,
          title: rateTitle(slug, lang),
          rate: row?.rate ?? null,
          updated_at: row?.fetched_at?.toISOString() ?? null,
          last_error: row?.last_error ?? null,
        };
      });
    },
  };
};

export type RatesService = ReturnType<typeof createRatesService>;
