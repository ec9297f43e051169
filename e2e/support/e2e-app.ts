import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../packages/server/test/browser';
import { startTestServer, type TestServer } from '../../packages/server/test/harness';
import { loggedIn } from '../../packages/server/test/http-client';

const WEB_DIST = path.resolve(import.meta.dirname, '../../packages/web/dist');

/**
 * Long enough for a login (scrypt, deliberately slow) and a lazy chunk on a busy two-core
 * machine that runs four test files at once; short enough to fail well inside the test timeout.
 */
export const ACTION_TIMEOUT_MS = 20_000;
/**
 * A browser test walks through several logins and page loads; the root config's 30 s is for
 * API tests, and a shared machine under load can triple a browser test's time.
 */
const TEST_TIMEOUT_MS = 90_000;
const START_TIMEOUT_MS = 120_000;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

/** Demo accounts all follow `<username>-demo-1`. */
export const demoPassword = (username: string) => `${username}-demo-1`;

/**
 * A private copy of the built app, so that a rebuild of packages/web/dist while the tests run
 * (it empties the folder first) cannot pull files out from under the browser.
 */
const snapshotWebDist = () => {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`No built web app in ${WEB_DIST}: run \`npm run build -w @paydesk/web\` first.`);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-e2e-web-'));
  fs.cpSync(WEB_DIST, copy, { recursive: true });
  return copy;
};

/** One real server (own database, demo accounts) and one Chromium for a test file. */
export class E2EApp {
  #server: TestServer | null = null;
  #browser: Browser | null = null;
  #webDist: string | null = null;
  #contexts = new Set<BrowserContext>();
  #sharedPages = new Map<string, Promise<Page>>();

  get server(): TestServer {
    if (!this.#server) throw new Error('The e2e app has not started');
    return this.#server;
  }

  get browser(): Browser {
    if (!this.#browser) throw new Error('The e2e app has not started');
    return this.#browser;
  }

  async start(options: { env?: Record<string, string> } = {}) {
    this.#webDist = snapshotWebDist();
    const [server, browser] = await Promise.allSettled([
      startTestServer({ webDist: this.#webDist, ...options }),
      chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
    ]);
    // Keep whichever started, so that stop() closes it even when the other failed.
    if (server.status === 'fulfilled') this.#server = server.value;
    if (browser.status === 'fulfilled') this.#browser = browser.value;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  }

  async #openContext(options: BrowserContextOptions): Promise<BrowserContext> {
    const context = await this.browser.newContext({ baseURL: this.server.url, viewport: DESKTOP, ...options });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
    return context;
  }

  /** Opens a session through the API (not the login form) and hands its cookies to the context. */
  async #signIn(context: BrowserContext, username: string, password = demoPassword(username)) {
    const client = await loggedIn(this.server.url, username, password);
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: this.server.url })));
  }

  /** A fresh context (own cookies and storage) on the app's origin, closed after the test. */
  async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await this.#openContext(options);
    context.on('close', () => this.#contexts.delete(context));
    this.#contexts.add(context);
    return context;
  }

  async newPage(options: BrowserContextOptions = {}): Promise<Page> {
    return (await this.newContext(options)).newPage();
  }

  /** A fresh page that already holds a session of `username`: for tests about something else than signing in. */
  async signedInPage(username: string, options: BrowserContextOptions & { password?: string } = {}): Promise<Page> {
    const { password, ...contextOptions } = options;
    const context = await this.newContext(contextOptions);
    await this.#signIn(context, username, password);
    return context.newPage();
  }

  /**
   * One signed-in page per account for the whole file, kept across tests: for tests that only
   * navigate and read, so that each does not pay for a login. Each such test starts with `goto`.
   */
  sharedPage(username: string): Promise<Page> {
    let page = this.#sharedPages.get(username);
    if (!page) {
      page = this.#openContext({}).then(async (context) => {
        await this.#signIn(context, username);
        return context.newPage();
      });
      this.#sharedPages.set(username, page);
    }
    return page;
  }

  /** The database id of a demo account (the `uuid` the app shows). */
  async userId(username: string): Promise<string> {
    const [row] = await this.server.db.query<{ id: string }>('SELECT id FROM users WHERE lower(username) = lower($1)', [username]);
    if (!row) throw new Error(`No user ${username}`);
    return row.id;
  }

  async closeContexts() {
    await Promise.all([...this.#contexts].map((context) => context.close()));
    this.#contexts.clear();
  }

  async stop() {
    await this.closeContexts();
    await Promise.allSettled([...this.#sharedPages.values()].map(async (page) => (await page).context().close()));
    await this.#browser?.close();
    await this.#server?.close();
    if (this.#webDist) fs.rmSync(this.#webDist, { recursive: true, force: true });
  }
}

/** Starts the app before the file's tests, closes each test's contexts after it, stops everything at the end. */
export const useE2EApp = (options: { env?: Record<string, string> } = {}) => {
  vi.setConfig({ testTimeout: TEST_TIMEOUT_MS });
  const app = new E2EApp();
  beforeAll(() => app.start(options), START_TIMEOUT_MS);
  afterEach(() => app.closeContexts());
  afterAll(() => app.stop(), START_TIMEOUT_MS);
  return app;
};
