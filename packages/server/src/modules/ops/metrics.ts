import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in a registry of its own (several apps share a test process). Counters
 * are this process's since it started; the gauges read at a scrape (queue, lag, pool) are the
 * database's, the same from every process.
 */
export const createMetrics = () => {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'paydesk' });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'paydesk_http_request_duration_seconds',
      help: 'Time to answer a request, by route (as declared, never the raw address), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    ordersCreated: new Counter({
      name: 'paydesk_orders_created_total',
      help: 'Orders created, by direction and the status they were created in.',
      labelNames: ['direction', 'status'] as const,
      registers: [registry],
    }),
    ordersMoved: new Counter({
      name: 'paydesk_orders_moved_total',
      help: 'Orders moved from one status to another, by direction and the status reached.',
      labelNames: ['direction', 'from', 'status'] as const,
      registers: [registry],
    }),
    routingRefusals: new Counter({
      name: 'paydesk_routing_refusals_total',
      help: 'Orders the routing engine refused, by reason (an order refused for several reasons counts under each).',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    webhookAttempts: new Counter({
      name: 'paydesk_webhook_attempts_total',
      help: 'Webhook delivery attempts, by outcome (succeeded, retrying, failed).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
};

export type Metrics = ReturnType<typeof createMetrics>;

/** Gauges read when scraped: each asks its source then, so an idle process does no work for them. */
export type ScrapeSources = {
  webhookQueue: () => Promise<{ pending: number; oldest_seconds: number | null }>;
  jobLag: () => Promise<{ kind: string; seconds: number }[]>;
  sockets: () => number;
  pool: () => { total: number; idle: number; waiting: number; max: number };
  ledgerTransfers: () => Promise<number>;
};

export const registerScrapeGauges = (metrics: Metrics, sources: ScrapeSources) => {
  const registers = [metrics.registry];
  new Gauge({
    name: 'paydesk_webhook_queue_depth',
    help: 'Webhook deliveries waiting to go out (every process).',
    registers,
    async collect() {
      this.set((await sources.webhookQueue()).pending);
    },
  });
  new Gauge({
    name: 'paydesk_webhook_oldest_pending_seconds',
    help: 'Age of the oldest webhook delivery still waiting, in seconds (0 when none waits).',
    registers,
    async collect() {
      this.set((await sources.webhookQueue()).oldest_seconds ?? 0);
    },
  });
  new Gauge({
    name: 'paydesk_job_lag_seconds',
    help: 'How late the oldest due job of each kind is, in seconds (0: on time).',
    // `kind`, not `job`: Prometheus keeps `job` for the scrape target and would rename ours `exported_job`.
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { kind, seconds } of await sources.jobLag()) this.set({ kind }, Math.max(0, seconds));
    },
  });
  new Gauge({
    name: 'paydesk_websocket_connections',
    help: 'Websocket connections this process holds.',
    registers,
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'paydesk_db_pool_connections',
    help: 'Database connections of this process, by state (total, idle, waiting callers, max).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.pool();
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, pool[state]);
    },
  });
  new Gauge({
    name: 'paydesk_ledger_transfers_written',
    help: "Ledger transfers the database has written (its own statistics: every process's, since its statistics were reset).",
    registers,
    async collect() {
      this.set(await sources.ledgerTransfers());
    },
  });
};
