import { DEMO_TRON_XPUB, loadConfig, type Config } from './config';
import { PASSWORD_HASH_COST } from './modules/auth/password.util';

type Variable = {
  name: string;
  value: (config: Config) => unknown;
  /** Shown masked: whoever reads the output (a terminal, a CI log) must not learn it. */
  secret?: true;
};

const setting =
  <K extends keyof Config>(key: K) =>
  (config: Config) =>
    config[key];
const s3 =
  (key: keyof NonNullable<Config['disputesS3']>) =>
  ({ disputesS3 }: Config) =>
    disputesS3?.[key] ?? null;

/** Every variable `loadConfig` reads, with the setting it becomes; the README's Configuration table lists the same. */
export const CONFIG_VARIABLES: readonly Variable[] = [
  { name: 'NODE_ENV', value: (config) => (config.production ? 'production' : null) },
  { name: 'PORT', value: setting('port') },
  { name: 'HOST', value: setting('host') },
  { name: 'PUBLIC_URL', value: setting('publicUrl') },
  { name: 'DATABASE_URL', value: setting('databaseUrl'), secret: true },
  { name: 'DATABASE_POOL_SIZE', value: setting('databasePoolSize') },
  { name: 'DATA_DIR', value: setting('dataDir') },
  { name: 'SEED_DEMO', value: setting('seedDemo') },
  { name: 'APP_SECRET', value: setting('appSecret'), secret: true },
  { name: 'REQUIRE_2FA_FOR', value: setting('require2faFor') },
  { name: 'PASSWORD_HASH_COST', value: setting('passwordHashCost') },
  { name: 'SESSION_IDLE_MINUTES', value: setting('sessionIdleMinutes') },
  { name: 'SESSION_ABSOLUTE_HOURS', value: setting('sessionAbsoluteHours') },
  { name: 'LOGIN_MAX_FAILURES_PER_USER', value: setting('loginMaxFailuresPerUser') },
  { name: 'LOGIN_MAX_FAILURES_PER_IP', value: setting('loginMaxFailuresPerIp') },
  { name: 'LOGIN_WINDOW_MINUTES', value: setting('loginWindowMinutes') },
  { name: 'TRUST_PROXY', value: setting('trustProxy') },
  { name: 'ALLOWED_ORIGINS', value: setting('allowedOrigins') },
  { name: 'WEB_DIST', value: setting('webDist') },
  { name: 'LOG_LEVEL', value: setting('logLevel') },
  { name: 'METRICS_TOKEN', value: setting('metricsToken'), secret: true },
  { name: 'METRICS_PORT', value: setting('metricsPort') },
  { name: 'SHUTDOWN_GRACE_MS', value: setting('shutdownGraceMs') },
  { name: 'TRON_XPUB', value: setting('tronXpub') },
  { name: 'CHAIN_WATCHER', value: setting('chainWatcher') },
  { name: 'TRONGRID_URL', value: setting('tronGridUrl') },
  { name: 'TRONGRID_API_KEY', value: setting('tronGridApiKey'), secret: true },
  { name: 'USDT_CONTRACT', value: setting('usdtContract') },
  { name: 'DEPOSIT_CONFIRMATIONS', value: setting('depositConfirmations') },
  { name: 'DEPOSIT_POLL_MS', value: setting('depositPollMs') },
  { name: 'WALLET_RECONCILE_MS', value: setting('walletReconcileMs') },
  { name: 'SIMULATOR_BLOCK_MS', value: setting('simulatorBlockMs') },
  { name: 'WITHDRAWAL_AUTO_LIMIT', value: setting('withdrawalAutoLimit') },
  { name: 'BINANCE_P2P_URL', value: setting('binanceP2pUrl') },
  { name: 'BYBIT_P2P_URL', value: setting('bybitP2pUrl') },
  { name: 'RATE_REFRESH_MS', value: setting('rateRefreshMs') },
  { name: 'RATE_MAX_AGE_SECONDS', value: setting('rateMaxAgeSeconds') },
  { name: 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', value: setting('webhookAllowPrivateNetworks') },
  { name: 'MERCHANT_API_RATE', value: setting('merchantApiRate') },
  { name: 'MERCHANT_API_MAX_IN_FLIGHT', value: setting('merchantApiMaxInFlight') },
  { name: 'MERCHANT_REQUEST_LEASE_SECONDS', value: setting('merchantRequestLeaseSeconds') },
  { name: 'AMOUNT_ADJUST_MAX_PERCENT', value: setting('amountAdjustMaxPercent') },
  { name: 'AMOUNT_ADJUST_MAX_UNITS', value: setting('amountAdjustMaxUnits') },
  { name: 'ORDER_TTL_MINUTES', value: setting('orderTtlMinutes') },
  { name: 'ORDER_DONE_AFTER_HOURS', value: setting('orderDoneAfterHours') },
  { name: 'RECEIVED_AMOUNT_TOLERANCE_PERCENT', value: setting('receivedAmountTolerancePercent') },
  { name: 'JOB_LEASE_MS', value: setting('jobLeaseMs') },
  { name: 'SANDBOX_PARTNER_LATENCY_MS', value: setting('sandboxPartnerLatencyMs') },
  { name: 'SANDBOX_PARTNER_FAILURE_RATE', value: setting('sandboxPartnerFailureRate') },
  { name: 'PARTNER_TIMEOUT_MS', value: setting('partnerTimeoutMs') },
  { name: 'PARTNER_POLL_MS', value: setting('partnerPollMs') },
  { name: 'PARTNER_BREAKER_FAILURES', value: setting('partnerBreakerFailures') },
  { name: 'PARTNER_BREAKER_PAUSE_MS', value: setting('partnerBreakerPauseMs') },
  { name: 'PARTNER_BREAKER_MAX_PAUSE_MS', value: setting('partnerBreakerMaxPauseMs') },
  { name: 'PARTNER_BALANCE_POLL_MS', value: setting('partnerBalancePollMs') },
  { name: 'PARTNER_HOOK_RATE', value: setting('partnerHookRate') },
  { name: 'RECEIPTS_DIR', value: setting('receiptsDir') },
  { name: 'DISPUTES_DIR', value: setting('disputesDir') },
  { name: 'S3_ENDPOINT', value: s3('endpoint') },
  { name: 'S3_BUCKET', value: s3('bucket') },
  { name: 'S3_REGION', value: s3('region') },
  { name: 'S3_ACCESS_KEY_ID', value: s3('accessKeyId'), secret: true },
  { name: 'S3_SECRET_ACCESS_KEY', value: s3('secretAccessKey'), secret: true },
  { name: 'DISPUTE_GRACE_HOURS', value: setting('disputeGraceHours') },
  { name: 'DISPUTE_RESPONSE_HOURS', value: setting('disputeResponseHours') },
  { name: 'DISPUTE_REMINDER_HOURS', value: setting('disputeReminderHours') },
  { name: 'PAYMENT_PAGE_RATE_PER_IP', value: setting('paymentPageRatePerIp') },
  { name: 'PAYMENT_PAGE_RATE_PER_ORDER', value: setting('paymentPageRatePerOrder') },
  { name: 'DEVICE_API_RATE', value: setting('deviceApiRate') },
  { name: 'DEVICE_PAIR_RATE', value: setting('devicePairRate') },
  { name: 'TERMINAL_MATCH_GRACE_SECONDS', value: setting('terminalMatchGraceSeconds') },
];

export type Setting = { name: string; value: string; source: 'environment' | 'argument' | 'default' };

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '(unset)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(',');
  return String(value);
};

/** A secret shows only that it is set and how long it is; a connection string keeps all but its password. */
const mask = (name: string, value: unknown) => {
  if (value === null || value === undefined || value === '') return '(unset)';
  const text = String(value);
  if (name === 'DATABASE_URL') {
    try {
      const url = new URL(text);
      if (url.password) url.password = '***';
      return url.toString();
    } catch {
      return '*** (not a URL)';
    }
  }
  return `*** (set, ${text.length} characters)`;
};

/** The effective settings: each variable's value (secrets masked) and whether it came from the environment or is the default. */
export const effectiveSettings = (config: Config, env: NodeJS.ProcessEnv, argv: readonly string[]): Setting[] =>
  CONFIG_VARIABLES.map(({ name, value, secret }) => ({
    name,
    value: secret ? mask(name, value(config)) : show(value(config)),
    source:
      env[name] !== undefined && env[name] !== ''
        ? 'environment'
        : name === 'SEED_DEMO' && argv.includes('--demo')
          ? 'argument'
          : 'default',
  }));

export type Problem = { variable: string; problem: string };

const LOOPBACK_HOSTS = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1?\]|0\.0\.0\.0)$/i;
// What people paste from examples; a key anyone could read in a README protects nothing.
const PLACEHOLDER_SECRET = /change-?me|demo|example|placeholder|your[-_ ]?secret|do-not-use/i;

/**
 * What a production process refuses to start with, one problem per line. Outside production
 * (NODE_ENV unset) nothing is refused: the embedded demo is made of such values.
 */
export const productionProblems = (config: Config): Problem[] => {
  const problems: Problem[] = [];
  const refuse = (variable: string, problem: string) => problems.push({ variable, problem });
  if (!config.appSecret) {
    refuse('APP_SECRET', 'is not set: set at least 32 random characters (a generated key file beside the data protects nothing)');
  } else if (config.appSecret.length < 32) {
    refuse('APP_SECRET', `is ${config.appSecret.length} characters long: use at least 32 random characters`);
  } else if (PLACEHOLDER_SECRET.test(config.appSecret) || new Set(config.appSecret).size < 8) {
    refuse('APP_SECRET', 'is a placeholder or a demo value: use 32 or more random characters of your own');
  }
  if (config.webhookAllowPrivateNetworks) {
    refuse('WEBHOOK_ALLOW_PRIVATE_NETWORKS', 'is on: webhooks could reach loopback, private and metadata addresses; unset it');
  }
  let publicUrl: URL | null = null;
  try {
    publicUrl = new URL(config.publicUrl);
  } catch {
    refuse('PUBLIC_URL', `"${config.publicUrl}" is not an address`);
  }
  if (publicUrl && LOOPBACK_HOSTS.test(publicUrl.hostname)) {
    refuse(
      'PUBLIC_URL',
      `is ${publicUrl.origin} (unset means localhost): set the address people use, payment and invite links are built on it`,
    );
  } else if (publicUrl && publicUrl.protocol !== 'https:') {
    refuse('PUBLIC_URL', `is ${publicUrl.origin}: use https, payment links and invite codes travel in it`);
  }
  if (!config.databaseUrl) {
    refuse('DATABASE_URL', 'is not set: the embedded database is a demo with public passwords and one process; use PostgreSQL');
  } else if (config.seedDemo) {
    refuse('SEED_DEMO', 'seeds the demo accounts, whose passwords are public; unset it (and drop --demo)');
  }
  if (config.passwordHashCost < PASSWORD_HASH_COST) {
    refuse('PASSWORD_HASH_COST', `below ${PASSWORD_HASH_COST} makes stolen hashes cheap to crack`);
  }
  if (config.tronXpub === DEMO_TRON_XPUB) {
    refuse('TRON_XPUB', 'is the demo key, whose private side nobody holds: deposits to its addresses would be lost; set your own');
  }
  return config.production ? problems : [];
};

export const describeProblems = (problems: readonly Problem[]) =>
  [
    `Refused: ${problems.length} unsafe setting(s) for NODE_ENV=production`,
    ...problems.map(({ variable, problem }) => `  ${variable} ${problem}`),
  ].join('\n');

/**
 * `--check-config`: prints every setting and where it came from, then what production refuses.
 * Answers the exit code: 0 when the process could start with these settings.
 */
export const checkConfig = (env: NodeJS.ProcessEnv, argv: readonly string[], print: (line: string) => void) => {
  let config: Config;
  try {
    config = loadConfig(env, argv);
  } catch (error) {
    print(`Refused: ${(error as Error).message}`);
    return 1;
  }
  const settings = effectiveSettings(config, env, argv);
  const width = Math.max(...settings.map((item) => item.name.length));
  const valueWidth = Math.min(40, Math.max(...settings.map((item) => item.value.length)));
  print(`Paydesk settings (${config.production ? 'NODE_ENV=production' : 'development: NODE_ENV is not production'})`);
  for (const { name, value, source } of settings) print(`  ${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${source}`);
  const problems = productionProblems(config);
  if (problems.length > 0) {
    print(describeProblems(problems));
    return 1;
  }
  const wouldRefuse = productionProblems({ ...config, production: true });
  print(
    config.production
      ? 'OK: nothing unsafe for production.'
      : `OK for development. With NODE_ENV=production ${wouldRefuse.length === 0 ? 'nothing would be refused' : `these would be refused: ${wouldRefuse.map((item) => item.variable).join(', ')}`}.`,
  );
  return 0;
};
