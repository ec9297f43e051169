import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Db } from './db/db';
import { registerAccessHook } from './http/access.hook';
import { ERRORS, LANGUAGE_HEADER, parseLanguage } from '@paydesk/contract';
import { AppError } from './http/app-error';
import { registerCompression } from './http/compression';
import { registerErrorHandler, sendError } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { parseQueryString } from './http/query-string';
import { sessionContext } from './http/request-context';
import { applySecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app.plugin';
import { registerAccountRoutes } from './modules/account/account.routes';
import { createAccountService, type AccountService } from './modules/account/account.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionService, sessionCookieName } from './modules/auth/session.service';
import { createTraderRestrictionsService } from './modules/flows/trader-restrictions.service';
import { registerTraderRestrictionRoutes } from './modules/flows/trader-restrictions.routes';
import { createOwnership } from './http/ownership';
import { registerApiDocs } from './http/api-docs';
import { merchantOpenApiDocument } from './modules/orders/merchant-openapi';
import { DEVICE_API_GUIDE, deviceOpenApiPaths } from './modules/terminals/device-openapi';
import { createJobRunner, type JobRunner } from './modules/jobs/job-runner.service';
import { registerStatisticsModule } from './modules/statistics/statistics.module';
import type { StatisticsService } from './modules/statistics/statistics.service';
import { registerJobRoutes } from './modules/jobs/jobs.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { createConfigSnapshots } from './db/config-snapshot';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes';
import { createWebhooksService, type WebhooksService } from './modules/webhooks/webhooks.service';
import { createWebhookSettingsService, type WebhookSettingsService } from './modules/webhooks/webhook-settings.service';
import { registerOrderListRoutes } from './modules/orders/order-lists.routes';
import { createOrderListsService } from './modules/orders/order-lists.service';
import { createOrdersService, orderJobs, type OrdersService } from './modules/orders/orders.service';
import { registerPaymentPageRoutes } from './modules/payment-page/payment-page.routes';
import { createPaymentPageService } from './modules/payment-page/payment-page.service';
import { createTwoFactorService } from './modules/auth/two-factor.service';
import { registerCurrencyRoutes } from './modules/currencies/currencies.routes';
import { registerLanguageRoutes } from './modules/languages/languages.routes';
import { createPresence } from './modules/realtime/presence.service';
import { createRealtimeBus } from './modules/realtime/realtime.bus';
import { registerRealtimeRoutes } from './modules/realtime/realtime.routes';
import { createSessionSweeper, type SessionSweeper } from './modules/realtime/session-sweeper';
import { createSocketHub } from './modules/realtime/socket-hub';
import { registerUsersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createChainWatcher } from './modules/wallets/chain/create-chain-watcher';
import { createDepositJob, type DepositJob } from './modules/wallets/deposit.job';
import { createWalletReconcileJob, type WalletReconcileJob } from './modules/wallets/wallet-reconcile.job';
import { createSandboxSigner } from './modules/wallets/signer';
import { registerWalletRoutes } from './modules/wallets/wallets.routes';
import { createWalletsService, type WalletsService } from './modules/wallets/wallets.service';
import { createWithdrawalsService } from './modules/wallets/withdrawals.service';
import { registerFlowRoutes } from './modules/flows/flows.routes';
import { createFlowsService } from './modules/flows/flows.service';
import { registerPartnerRoutes } from './modules/partners/partners.routes';
import { createPartnersService, type PartnersService } from './modules/partners/partners.service';
import { flowsOfPartners } from './modules/flows/flow-directory.service';
import { registerPartnerHooks } from './modules/partners/partner-hooks.routes';
import { partnerJobs } from './modules/partners/partner-balance.job';
import { createRatesService, type RatesService } from './modules/rates/rates.service';
import { registerRequisiteRoutes } from './modules/requisites/requisites.routes';
import { createRequisitesService } from './modules/requisites/requisites.service';
import { loadAppSecret } from './shared/app-secret';
import { registerTerminalsModule, type TerminalsModule } from './modules/terminals/terminals.module';
import { createLatePayments, registerDisputesModule, type DisputesModule } from './modules/disputes/disputes.module';
import { registerAntiFraudModule, type AntiFraudModule } from './modules/antifraud/antifraud.module';
import { createHealth } from './modules/ops/health.service';
import { createMetrics, registerScrapeGauges, type Metrics } from './modules/ops/metrics';
import { registerOpsRoutes } from './modules/ops/ops.routes';
import { queueFigures } from './modules/webhooks/webhooks.repository';
import { registerRequestTrace, RequestLog, requestIdMixin, requestIdOptions } from './http/request-log';
import { registerReportsModule } from './modules/reports/reports.module';

export type BuildAppOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Background jobs (deposit polling) run unless a test drives them by hand. */
  startJobs?: boolean;
};

/** Builds the whole server on a migrated database; `listen` is the caller's. */
// Declared, not inferred: a Fastify instance is thenable, so Awaited<> of it would drop the extras.
export type App = FastifyInstance & {
  deps: AppDeps;
  routeTable: RouteOptions[];
  jobs: { deposits: DepositJob; walletReconcile: WalletReconcileJob; rates: RatesService; sessions: SessionSweeper; runner: JobRunner };
  metrics: Metrics;
  /** Whether the process takes requests; a stopping one answers readiness as unavailable and new requests with 503. */
  lifecycle: { accepting: boolean };
  services: {
    wallets: WalletsService;
    account: AccountService;
    orders: OrdersService;
    webhooks: WebhooksService;
    webhookSettings: WebhookSettingsService;
    terminals: TerminalsModule;
    disputes: DisputesModule;
    antiFraud: AntiFraudModule['antiFraud'];
    statistics: StatisticsService;
    partners: PartnersService;
  };
};

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client); we honour it as told:
 * the nearest `hops` peers are proxies. A list of addresses is the safer choice, said in the README.
 */
// A code or token in an address (the invite link's `?code=`, the payment page's `/pay/<token>`) is a credential: logs get a stand-in.
const redactUrl = (url: string) =>
  url.replace(/([?&](?:code|token)=)[^&#]*/gi, '$1[redacted]').replace(/(\/pay\/|\/forward\/)[^/?#]+/g, '$1[redacted]');
const requestForLog = (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip });

const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export const buildApp = async ({ config, db, logger = false, startJobs = true }: BuildAppOptions): Promise<App> => {
  const presence = createPresence(db);
  const hub = createSocketHub(presence);
  const bus = createRealtimeBus(db, hub);
  const deps: AppDeps = {
    db,
    snapshots: createConfigSnapshots(db),
    config,
    appSecret: await loadAppSecret(db, { configured: config.appSecret, production: config.production, dataDir: config.dataDir }),
    bus,
    hub,
    presence,
    metrics: createMetrics(),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    report: (error, what) => console.error(what, error),
  };
  const lifecycle = { accepting: true };

  const app = Fastify({
    logger:
      logger === false || logger === undefined
        ? false
        : { ...(logger === true ? {} : logger), serializers: { req: requestForLog }, mixin: requestIdMixin },
    logController: new RequestLog(),
    // A request that reaches a stopping process is still answered (with Connection: close), never refused with a 503.
    return503OnClosing: false,
    ...requestIdOptions(config.trustProxy),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    // A malformed or over-long address is answered like any other refusal: localized, in the product's shape.
    frameworkErrors: (error, req, reply) => {
      req.lang = parseLanguage(req.headers[LANGUAGE_HEADER]);
      applySecurityHeaders(req, reply, true);
      const refusal = new AppError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_url');
      return (reply as FastifyReply).code(refusal.status).send(sendError(req, refusal));
    },
    // What Node refuses before any route sees it (headers or a query past its size, a broken
    // request line) is answered in the product's shape too; its language is not known yet.
    clientErrorHandler: (error, socket) => {
      if ((error as { code?: string }).code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
      const code = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 'request_too_large' : 'bad_url';
      const { status, en } = ERRORS[code];
      const body = JSON.stringify({ error: { code, message: en, localized_message: en } });
      socket.end(
        `HTTP/1.1 ${status} ${code === 'request_too_large' ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });
  // Every registered route, so a test can prove that each one declares who may call it.
  // Kept by reference: plugins may still set a route's config after this hook has seen it.
  presence.onError((error) => app.log.error({ err: error }, 'presence update failed'));
  deps.report = (error, what) => app.log.error({ err: error }, what);
  deps.log = app.log;
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  registerRequestTrace(app);
  app.addHook('onResponse', async (req, reply) => {
    deps.metrics.httpDuration.observe(
      { route: req.routeOptions.url ?? '(unmatched)', method: req.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  await app.register(fastifyCookie);
  await registerCompression(app);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 4096 },
    // On close every socket hears 1012 (service restart): the browser connects again, to a process that stays.
    preClose: (done) => {
      for (const client of app.websocketServer.clients) client.close(1012, 'server restarting');
      app.websocketServer.close(() => done());
    },
  });
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerInputGuard(app);

  app.decorate('ownership', createOwnership());
  const sessions = createSessionService(deps);
  registerAccessHook(app, sessions, config.require2faFor);
  const auth = createAuthService(deps, sessions);
  registerAuthRoutes(app, auth, createTwoFactorService(deps, auth), config.sessionAbsoluteHours);
  const wallets = createWalletsService(deps);
  registerUsersRoutes(app, createUsersService(deps, auth, wallets));
  const chain = createChainWatcher(config, db);
  const signer = createSandboxSigner(
    config.chainWatcher === 'simulator' ? { dataDir: config.dataDir, blockMs: config.simulatorBlockMs } : null,
  );
  registerWalletRoutes(app, wallets, createWithdrawalsService(deps, signer, chain));
  const rates = createRatesService(deps);
  registerFlowRoutes(app, createFlowsService(deps), rates);
  const partners = createPartnersService(deps, flowsOfPartners);
  registerPartnerRoutes(app, partners);
  const webhookSettings = createWebhookSettingsService(deps);
  await webhookSettings.sealLegacyKeys();
  const account = createAccountService(deps, sessions, wallets, auth, webhookSettings);
  await account.sealLegacySecrets();
  registerAccountRoutes(app, account);
  // The merchant API's calls, whichever module answers them, share one in-flight limit and one authentication.
  const merchantApi = {
    credentials: account.merchantCredentials,
    limits: { perSecond: config.merchantApiRate, maxInFlight: config.merchantApiMaxInFlight },
  };
  await registerRequisiteRoutes(app, db, createRequisitesService(deps), merchantApi);
  registerTraderRestrictionRoutes(app, createTraderRestrictionsService(deps));
  const antiFraud = registerAntiFraudModule(app, deps);
  const orders = createOrdersService(deps, partners, { latePayments: createLatePayments(deps), antiFraud: antiFraud.antiFraud });
  await registerOrderRoutes(app, orders, merchantApi.credentials, merchantApi.limits);
  await registerPartnerHooks(app, partners, orders.partnerReported, config.partnerHookRate);
  const terminals = await registerTerminalsModule(app, deps, orders);
  const webhooks = createWebhooksService(deps, { settings: webhookSettings, orderView: orders.webhookView });
  await registerWebhookRoutes(app, webhooks, webhookSettings, merchantApi.credentials, merchantApi.limits);
  registerOrderListRoutes(app, createOrderListsService(deps));
  registerReportsModule(app, deps);
  const paymentPage = createPaymentPageService(deps, orders);
  await registerPaymentPageRoutes(app, paymentPage, {
    perIp: config.paymentPageRatePerIp,
    perOrder: config.paymentPageRatePerOrder,
  });
  const statistics = registerStatisticsModule(app, deps);
  const disputes = await registerDisputesModule(app, deps, orders, paymentPage.receiptFiles, merchantApi);
  const jobs = createJobRunner(db, {
    leaseMs: config.jobLeaseMs,
    onError: (kind, error) => app.log.error({ err: error, job: kind }, 'job failed'),
  });
  registerJobRoutes(app, jobs);
  registerOpsRoutes(
    app,
    createHealth({
      db,
      jobsAlive: () => jobs.alive(),
      realtimeListening: () => bus.listening(),
      accepting: () => lifecycle.accepting,
      report: deps.report,
    }),
    deps.metrics,
    { token: config.metricsToken },
  );
  let queue: { at: number; figures: ReturnType<typeof queueFigures> } | null = null;
  registerScrapeGauges(deps.metrics, {
    // Two gauges read the queue: one query per scrape.
    webhookQueue: () => (queue && Date.now() - queue.at < 1_000 ? queue : (queue = { at: Date.now(), figures: queueFigures(db) })).figures,
    jobLag: () => jobs.lag(),
    sockets: () => deps.hub.count(),
    pool: () => db.pool(),
    ledgerTransfers: async () =>
      Number(
        (
          await db.query<{ rows: string }>(
            "SELECT COALESCE(max(n_live_tup), 0)::text AS rows FROM pg_stat_user_tables WHERE relname = 'ledger_transfers'",
          )
        )[0]?.rows ?? 0,
      ),
  });
  registerSearchRoutes(app, createSearchService(deps));
  await registerApiDocs(app, () => merchantOpenApiDocument(config.publicUrl, { paths: deviceOpenApiPaths(), guide: DEVICE_API_GUIDE }));
  registerCurrencyRoutes(app, db);
  registerLanguageRoutes(app);
  registerRealtimeRoutes(app, deps, sessions);
  const sweeper = createSessionSweeper(deps.hub, sessions);
  await registerWebApp(app, config.webDist, {
    currentUser: async (req) => {
      const raw = req.cookies[sessionCookieName(req)];
      const session = raw ? await sessions.resolve(raw) : null;
      return session ? account.current(session, sessionContext(session, req.lang, req.ip ?? null)) : null;
    },
  });

  await bus.start();
  await presence.start();
  const deposits = createDepositJob(deps, chain, (error) => app.log.error({ err: error }, 'deposit poll failed'));
  for (const [kind, job] of Object.entries({
    ...orderJobs(orders, deps),
    ...partnerJobs(partners, config.partnerBalancePollMs),
    ...terminals.jobs,
    ...antiFraud.jobs,
    ...statistics.jobs,
  }))
    jobs.define(kind, job);
  // The outbox wakes delivery at once through NOTIFY; this sweep picks up retries and anything missed.
  jobs.define('webhook-delivery', { everyMs: 1_000, run: async () => webhooks.kick() });
  jobs.define('deposit-poll', { everyMs: config.depositPollMs, run: () => deposits.runOnce() });
  const walletReconcile = createWalletReconcileJob(deps, chain, (error, address) =>
    app.log.warn({ err: error, address }, 'wallet balance could not be read from the chain'),
  );
  jobs.define('wallet-reconcile', { everyMs: config.walletReconcileMs, run: async () => void (await walletReconcile.runOnce()) });
  jobs.define('rate-refresh', { everyMs: config.rateRefreshMs, run: () => rates.refresh() });
  if (startJobs) {
    sweeper.start();
    await jobs.start();
    await webhooks.start();
  }
  // Runs once the server has stopped listening and the requests in flight have been answered.
  app.addHook('onClose', async () => {
    await Promise.all([jobs.stop(config.shutdownGraceMs), webhooks.stop(config.shutdownGraceMs)]);
    await deposits.stop();
    rates.stop();
    sweeper.stop();
    deps.hub.closeAll();
    await bus.stop();
    await presence.stop();
  });
  return Object.assign(app, {
    deps,
    routeTable,
    jobs: { deposits, walletReconcile, rates, sessions: sweeper, runner: jobs },
    metrics: deps.metrics,
    lifecycle,
    services: {
      wallets,
      account,
      orders,
      webhooks,
      webhookSettings,
      terminals,
      antiFraud: antiFraud.antiFraud,
      disputes,
      statistics: statistics.statistics,
      partners,
    },
  }) as unknown as App;
};
