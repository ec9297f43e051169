import path from 'node:path';

/** Every setting the server reads, with its default. The README lists the same variables. */
export type Config = ReturnType<typeof loadConfig>;

const int = (value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return parsed;
};

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv) => ({
  port: int(env.PORT, 8080),
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: env.DATABASE_URL || null,
  dataDir: path.resolve(env.DATA_DIR ?? 'data'),
  seedDemo: argv.includes('--demo') || bool(env.SEED_DEMO, false),
  /** Secret for derived tokens and for encrypting two-factor secrets; generated and kept in the database when unset. */
  appSecret: env.APP_SECRET || null,
  sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
  sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 24),
  loginMaxFailuresPerUser: int(env.LOGIN_MAX_FAILURES_PER_USER, 5),
  loginMaxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 30),
  loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
  trustProxy: bool(env.TRUST_PROXY, false),
  webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  logLevel: env.LOG_LEVEL ?? 'info',
});
