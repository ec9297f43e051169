import type { Locator, Page, Request } from 'playwright-core';
import { INNER_API_BASE } from '@paydesk/contract';
import type { TestServer } from '../../packages/server/test/harness';

/** The table of one users tab, once its first answer is on screen. */
export const openUsersTab = async (page: Page, tab: 'traders' | 'admins' | 'agents' | 'merchants') => {
  await page.goto(`/${tab}`);
  const list = page.getByTestId(`users-list-${tab}`);
  await list.getByTestId('pagination-results').waitFor();
  return list;
};

/** The table row of one user, found by the exact username. */
export const rowOf = (list: Locator, username: string) =>
  list.locator('tbody tr').filter({ has: list.page().getByTestId('row-username').getByText(username, { exact: true }) });

/** The usernames of the table's rows, top to bottom. */
export const rowUsernames = (list: Locator) => list.getByTestId('row-username').allInnerTexts();

/** Opens a Mantine select or multi-select and clicks one option. */
export const pickOption = async (input: Locator, option: string) => {
  await input.click();
  await input.page().getByRole('option', { name: option, exact: true }).click();
};

/** Every request to the inner API matching `method` and `path` (after /api/inner, a regexp), as it leaves. */
export const captureRequests = (page: Page, method: string, path: RegExp) => {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && url.pathname.startsWith(INNER_API_BASE) && path.test(url.pathname.slice(INNER_API_BASE.length))) {
      requests.push(request);
    }
  });
  return requests;
};

/** The list queries a page sends for `/user`, as parsed search parameters. */
export const captureUserListQueries = (page: Page) => {
  const queries: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === `${INNER_API_BASE}/user`) queries.push(url.searchParams);
  });
  return queries;
};

/**
 * `count` agents named `prefix001`… straight in the database, one in three inactive, created a
 * minute apart in a shuffled order (so the server's default order is neither by name nor its reverse).
 */
export const seedAgents = async (server: TestServer, prefix: string, count: number) => {
  await server.db.query(
    `INSERT INTO users (id, username, type, invite_code, api_key, is_active, created_at)
     SELECT gen_random_uuid(), $1 || lpad(n::text, 3, '0'), 'agent', $1 || 'code' || n, $1 || 'key-' || n, n % 3 <> 0,
            now() - make_interval(mins => ((n + 17) * 7) % $2 + 1)
       FROM generate_series(1, $2::int) AS n`,
    [prefix, count],
  );
};
