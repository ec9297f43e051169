import { allows, type Role, type RouteDef } from '@paydesk/contract';
import { expect } from 'vitest';
import { loggedIn, TestClient } from './http-client';

/** The demo accounts that stand for each role, plus the support sub-role. */
export const MATRIX_ACCOUNTS = [
  { username: 'admin', role: 'admin', roles: [] },
  { username: 'support', role: 'admin', roles: ['support'] },
  { username: 'merchant', role: 'merchant', roles: [] },
  { username: 'partner', role: 'partner', roles: [] },
  { username: 'agent', role: 'agent', roles: [] },
  { username: 'trader', role: 'trader', roles: [] },
] as const satisfies readonly { username: string; role: Role; roles: readonly string[] }[];

const SAMPLE_ID = '01900000-0000-7000-8000-000000000000';
const concretePath = (path: string) => path.replace(/:[a-zA-Z_]+/g, SAMPLE_ID);

/**
 * Calls every route with every role and checks that exactly the roles its declaration allows
 * get past the access hook (any answer but 401/403), and that no session gets 401. Later
 * domains pass their own routes; the whole inner API is checked by the access test.
 */
export const checkAuthorizationMatrix = async (baseUrl: string, routes: readonly RouteDef[]) => {
  const clients = new Map<string, TestClient>();
  for (const account of MATRIX_ACCOUNTS) clients.set(account.username, await loggedIn(baseUrl, account.username));
  const anonymous = new TestClient(baseUrl);
  await anonymous.get('/csrf-cookie');
  const failures: string[] = [];

  for (const route of routes) {
    const path = concretePath(route.path);
    const body = route.method === 'GET' ? undefined : {};
    for (const account of MATRIX_ACCOUNTS) {
      const client = clients.get(account.username)!;
      const answer = await client.request(route.method, path, { body });
      const passed = answer.status !== 401 && answer.status !== 403;
      const expected = allows(route.access, account.role, account.roles);
      if (passed !== expected)
        failures.push(
          `${route.method} ${route.path} as ${account.username}: ${answer.status}, expected ${expected ? 'allowed' : 'refused'}`,
        );
      // A call that ends the session must not spoil the next checks.
      if ((await client.get('/user/current')).status === 401) clients.set(account.username, await loggedIn(baseUrl, account.username));
    }
    if (route.access.kind === 'session') {
      const answer = await anonymous.request(route.method, path, { body });
      if (answer.status !== 401) failures.push(`${route.method} ${route.path} without a session: ${answer.status}, expected 401`);
    }
  }
  expect(failures).toEqual([]);
};
