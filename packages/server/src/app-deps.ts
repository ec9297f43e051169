import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { ConfigSnapshots } from './db/config-snapshot';
import type { Db } from './db/db';
import type { Metrics } from './modules/ops/metrics';
import type { Presence } from './modules/realtime/presence.service';
import type { RealtimeBus } from './modules/realtime/realtime.bus';
import type { SocketHub } from './modules/realtime/socket-hub';

/** What every module receives: the database, the settings and the realtime plumbing. */
export type AppDeps = {
  db: Db;
  /** The configuration read on every order and merchant call, kept in memory while its version stands still. */
  snapshots: ConfigSnapshots;
  config: Config;
  appSecret: string;
  bus: RealtimeBus;
  hub: SocketHub;
  presence: Presence;
  /** The process's counters (orders, routing, webhooks), scraped at `/metrics`. */
  metrics: Metrics;
  /** The server's log, for lines about work outside a request's own (a webhook attempt, a job). */
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where work done after the answer (live announcements) reports a failure: the server's log. */
  report: (error: unknown, what: string) => void;
};
