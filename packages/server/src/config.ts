import { isRole, RECEIVED_AMOUNT_TOLERANCE_PERCENT, type Role } from '@paydesk/contract';
import path from 'node:path';
import { PASSWORD_HASH_COST, PASSWORD_HASH_COST_RANGE } from './modules/auth/password.util';

/**
 * Every setting the server reads, with its default. The README lists the same variables, and
 * `config-check.ts` names each one for `--check-config` and says which production refuses.
 */
export type Config = ReturnType<typeof loadConfig>;

const decimal = (value: string | undefined, fallback: string) => {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(value)) throw new Error(`Expected a non-negative decimal, got "${value}"`);
  return value;
};

const int = (value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return parsed;
};

/**
 * Which peers may set the client address through X-Forwarded-For: none (`0`, the default), the
 * nearest n hops (`1`, `2`…), or the proxies' own addresses and CIDRs (`10.0.0.1,10.1.0.0/16`).
 * Never every peer: then a client could pick its own address and escape the login throttle.
 */
const trustedProxies = (value: string | undefined): false | number | string => {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
  if (text === 'true' || text === 'yes') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
};

/**
 * scrypt's work factor for new hashes: the OWASP one unless a machine tests itself (production
 * refuses less, see `productionProblems`).
 */
const passwordHashCost = (env: NodeJS.ProcessEnv) => {
  const cost = int(env.PASSWORD_HASH_COST, PASSWORD_HASH_COST);
  const { min, max } = PASSWORD_HASH_COST_RANGE;
  if (cost < min || cost > max) throw new Error(`PASSWORD_HASH_COST must be between ${min} and ${max}, got ${cost}`);
  return cost;
};

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv) => ({
  port: int(env.PORT, 8080),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: env.DATABASE_URL || null,
  /** PostgreSQL connections one process keeps: room for every merchant call in flight plus the reads beside them. */
  databasePoolSize: int(env.DATABASE_POOL_SIZE, 24),
  /** Where people reach the product; links sent to them (invites) are built on it, never on a request's Host. */
  publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
  // By default the repository's own data folder, whichever workspace the command runs from.
  dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(import.meta.dirname, '../../../data'),
  /** NODE_ENV=production: stricter defaults, and unsafe values refused at start (`productionProblems`). */
  production: env.NODE_ENV === 'production',
  /**
   * Roles that must turn two-factor on before reaching anything but its setup. By default admins,
   * on PostgreSQL in production; nobody on the embedded demo database or in development.
   */
  require2faFor: (env.REQUIRE_2FA_FOR ?? (env.NODE_ENV === 'production' && env.DATABASE_URL ? 'admin' : ''))
    .split(',')
    .map((role) => role.trim())
    .filter((role): role is Role => isRole(role)),
  seedDemo: argv.includes('--demo') || bool(env.SEED_DEMO, false),
  /** Secret for derived tokens and for encrypting two-factor secrets; generated and kept in the database when unset. */
  appSecret: env.APP_SECRET || null,
  /** scrypt's work factor (log2 N) for new password hashes: 17 (OWASP); lower is refused in production. */
  passwordHashCost: passwordHashCost(env),
  sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
  sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 24),
  loginMaxFailuresPerUser: int(env.LOGIN_MAX_FAILURES_PER_USER, 5),
  loginMaxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 30),
  loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
  trustProxy: trustedProxies(env.TRUST_PROXY),
  /** Pages of other origins allowed to open the websocket (the product's own origin always is). */
  allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean),
  webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  logLevel: env.LOG_LEVEL ?? 'info',
  /** Bearer token that `/metrics` on the main port asks for; without it the metrics are served only on METRICS_PORT. */
  metricsToken: env.METRICS_TOKEN || null,
  /** A port of their own for the metrics (a network only Prometheus reaches); 0: none. */
  metricsPort: int(env.METRICS_PORT, 0),
  /** On SIGTERM, how long requests in flight, jobs and webhook attempts in hand get to finish before the process exits. */
  shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 20_000),
  /** Extended public key under which TRC-20 deposit addresses are derived; the demo key has no known private side. */
  tronXpub: env.TRON_XPUB || DEMO_TRON_XPUB,
  chainWatcher: (env.CHAIN_WATCHER === 'trongrid' ? 'trongrid' : 'simulator') as 'trongrid' | 'simulator',
  tronGridUrl: env.TRONGRID_URL || 'https://api.trongrid.io',
  tronGridApiKey: env.TRONGRID_API_KEY || null,
  usdtContract: env.USDT_CONTRACT || 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  depositConfirmations: int(env.DEPOSIT_CONFIRMATIONS, 19),
  depositPollMs: int(env.DEPOSIT_POLL_MS, 3000),
  /** How often every real wallet's on-chain balance is read and compared with what the platform believes. */
  walletReconcileMs: int(env.WALLET_RECONCILE_MS, 300_000),
  simulatorBlockMs: int(env.SIMULATOR_BLOCK_MS, 500),
  /** Withdrawals of users without manual moderation are approved at once up to this USDT amount. */
  withdrawalAutoLimit: env.WITHDRAWAL_AUTO_LIMIT || '1000',
  binanceP2pUrl: env.BINANCE_P2P_URL || 'https://p2p.binance.com',
  bybitP2pUrl: env.BYBIT_P2P_URL || 'https://api2.bybit.com',
  rateRefreshMs: int(env.RATE_REFRESH_MS, 60_000),
  /** A market rate older than this stops routing through the flows that use it. */
  rateMaxAgeSeconds: int(env.RATE_MAX_AGE_SECONDS, 900),
  /** How long a new order waits for its payment before it is canceled. */
  orderTtlMinutes: int(env.ORDER_TTL_MINUTES, 15),
  /** Merchant API calls per second per API key (bursts of twice as many pass). */
  merchantApiRate: int(env.MERCHANT_API_RATE, 100),
  /**
   * Merchant API calls one process works on at once; past it a call is refused at once (503
   * `overloaded`, `Retry-After`) instead of queueing, so that accepted calls keep their latency: an
   * answer waits about this many calls divided by the orders per second the process makes.
   */
  merchantApiMaxInFlight: int(env.MERCHANT_API_MAX_IN_FLIGHT, 16),
  /** Webhooks may reach loopback and private addresses: by default only on the embedded demo database (development). */
  webhookAllowPrivateNetworks: bool(env.WEBHOOK_ALLOW_PRIVATE_NETWORKS, !env.DATABASE_URL),
  /** A paid order becomes done, closed to disputes, this long after it was paid. */
  orderDoneAfterHours: int(env.ORDER_DONE_AFTER_HOURS, 24),
  /** Where the customers' receipts are kept: a private directory, never under the web root. */
  receiptsDir: path.resolve(
    env.RECEIPTS_DIR ||
      path.join(env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(import.meta.dirname, '../../../data'), 'receipts'),
  ),
  /** Where disputes' evidence is kept: a private directory, never under the web root. */
  disputesDir: path.resolve(
    env.DISPUTES_DIR ||
      path.join(env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(import.meta.dirname, '../../../data'), 'disputes'),
  ),
  /**
   * Disputes' evidence in an S3-compatible bucket instead of `disputesDir`: set when
   * S3_ENDPOINT and S3_BUCKET are (with S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).
   */
  disputesS3:
    env.S3_ENDPOINT && env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null,
  /** How long after a pay-in was canceled its trader's confirmation still opens a dispute that settles it. */
  disputeGraceHours: int(env.DISPUTE_GRACE_HOURS, 48),
  /** How long the trader has to answer a dispute; reminded this many hours before, flagged to admins at the deadline. */
  disputeResponseHours: int(env.DISPUTE_RESPONSE_HOURS, 24),
  disputeReminderHours: int(env.DISPUTE_REMINDER_HOURS, 2),
  /** The payment page's public calls per minute from one address, and for one order. */
  paymentPageRatePerIp: int(env.PAYMENT_PAGE_RATE_PER_IP, 300),
  paymentPageRatePerOrder: int(env.PAYMENT_PAGE_RATE_PER_ORDER, 120),
  /** Simulated latency and failure rate of the sandbox partner payment system. */
  sandboxPartnerLatencyMs: int(env.SANDBOX_PARTNER_LATENCY_MS, 150),
  sandboxPartnerFailureRate: Number(env.SANDBOX_PARTNER_FAILURE_RATE ?? '0.1'),
  /** How long the routing engine waits for a partner system to take an order before trying the next executor. */
  partnerTimeoutMs: int(env.PARTNER_TIMEOUT_MS, 5_000),
  /** How long a process holds a job it runs: a process that dies holding one gives it up to the others after this. */
  jobLeaseMs: int(env.JOB_LEASE_MS, 60_000),
  /** How often the orders partner systems took are asked for their status. */
  partnerPollMs: int(env.PARTNER_POLL_MS, 10_000),
  /** The circuit breaker: after this many failed calls in a row a partner is skipped for a pause that doubles up to the limit. */
  partnerBreakerFailures: int(env.PARTNER_BREAKER_FAILURES, 3),
  partnerBreakerPauseMs: int(env.PARTNER_BREAKER_PAUSE_MS, 60_000),
  partnerBreakerMaxPauseMs: int(env.PARTNER_BREAKER_MAX_PAUSE_MS, 15 * 60_000),
  /** How often each active partner's balance call is made and recorded in its balance log. */
  partnerBalancePollMs: int(env.PARTNER_BALANCE_POLL_MS, 60_000),
  /** Webhooks a partner instance may send us per minute. */
  partnerHookRate: int(env.PARTNER_HOOK_RATE, 600),
  /**
   * How long a merchant's create request holds its merchant_order_id: past it, a request whose
   * process died is taken over by the next one with that id. Longer than any creation (partner timeouts included).
   */
  merchantRequestLeaseSeconds: int(env.MERCHANT_REQUEST_LEASE_SECONDS, 60),
  /**
   * How far the engine may move a pay-in's amount, when the merchant allows it, to an amount no
   * open pay-in on the requisite has: at most this percent of the amount and at most this many
   * units of its currency.
   */
  amountAdjustMaxPercent: decimal(env.AMOUNT_ADJUST_MAX_PERCENT, '1'),
  amountAdjustMaxUnits: decimal(env.AMOUNT_ADJUST_MAX_UNITS, '50'),
  /** A confirmed amount further than this share (percent) from the asked one needs an explicit second confirmation. */
  receivedAmountTolerancePercent: int(env.RECEIVED_AMOUNT_TOLERANCE_PERCENT, Number(RECEIVED_AMOUNT_TOLERANCE_PERCENT)),
  /** A bank payment may still pay a pay-in this many seconds past its time, while the order is not yet canceled. */
  terminalMatchGraceSeconds: int(env.TERMINAL_MATCH_GRACE_SECONDS, 300),
  /** Calls per second one device (or forwarder address) may make. */
  deviceApiRate: int(env.DEVICE_API_RATE, 10),
  /** Pairing attempts per minute from one address: a code has 32^8 values and lives 10 minutes. */
  devicePairRate: int(env.DEVICE_PAIR_RATE, 30),
});

export const DEMO_TRON_XPUB =
  'xpub6D8UMvMawpp9QRV6ahFy6itBct13NnwjsRRD4UEtGTphYK4WhCVFbaBSMxde25UnvsS5hSvbfjnswmXRrpFw6Loi9Vz3fwScy7tH565W7BL';
