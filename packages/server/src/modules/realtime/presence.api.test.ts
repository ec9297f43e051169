import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { userIds } from '../../../test/order-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false });
});
afterAll(() => server.close());

const countOf = async (userId: string) =>
  (await server.db.query<{ connections: number }>('SELECT connections FROM ws_presence WHERE user_id = $1', [userId]))[0]?.connections ?? 0;

describe('presence under sockets closing at once', () => {
  it('counts down exactly when a user’s sockets close together, and shows them offline once the last one has', async () => {
    const { presence } = server.app.deps;
    const ids = await userIds(server);
    for (const [username, open, close] of [
      ['merchant', 2, 2],
      ['trader', 10, 10],
      ['agent', 5, 4],
    ] as const) {
      const userId = ids.get(username)!;
      for (let index = 0; index < open; index += 1) await presence.connected(userId);
      await Promise.all(Array.from({ length: close }, () => presence.disconnected(userId)));
      expect(await countOf(userId)).toBe(open - close);
      expect((await presence.onlineAmong([userId])).has(userId)).toBe(open > close);
    }
  });
});
