import type { Db, Sql } from '../../db/db';
import { uuidv7 } from '../../shared/ids';

const HEARTBEAT_MS = 20_000;
export const ONLINE_WITHIN_SECONDS = 60;

/** Who has a live websocket, across every server process. */
export const createPresence = (db: Db) => {
  const nodeId = uuidv7();
  let timer: NodeJS.Timeout | null = null;
  const ignore = () => undefined;
  let reporter: (error: unknown) => void = (error) => console.error('presence update failed', error);
  const report = (error: unknown) => reporter(error);

  return {
    nodeId,
    start: async () => {
      await db.query(`DELETE FROM server_nodes WHERE heartbeat_at < now() - interval '5 minutes'`);
      await db.query('INSERT INTO server_nodes (id) VALUES ($1)', [nodeId]);
      timer = setInterval(
        () => void db.query('UPDATE server_nodes SET heartbeat_at = now() WHERE id = $1', [nodeId]).catch(ignore),
        HEARTBEAT_MS,
      );
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await db.query('DELETE FROM server_nodes WHERE id = $1', [nodeId]).catch(ignore);
    },
    connected: (userId: string) =>
      db
        .query(
          `INSERT INTO ws_presence (node_id, user_id, connections) VALUES ($1, $2, 1)
           ON CONFLICT (node_id, user_id) DO UPDATE SET connections = ws_presence.connections + 1`,
          [nodeId, userId],
        )
        .catch(report),
    /** Where a failed presence update is told: the server's log. */
    onError: (handler: (error: unknown) => void) => {
      reporter = handler;
    },
    /**
     * One socket of the user closed on this node. The row is locked first, so that two sockets
     * closing at the same moment count down one after the other and the last one removes it.
     */
    disconnected: (userId: string) =>
      db
        .transaction(async (tx) => {
          const [row] = await tx.query<{ connections: number }>(
            'SELECT connections FROM ws_presence WHERE node_id = $1 AND user_id = $2 FOR UPDATE',
            [nodeId, userId],
          );
          if (!row) return;
          if (row.connections <= 1) await tx.query('DELETE FROM ws_presence WHERE node_id = $1 AND user_id = $2', [nodeId, userId]);
          else await tx.query('UPDATE ws_presence SET connections = connections - 1 WHERE node_id = $1 AND user_id = $2', [nodeId, userId]);
        })
        .catch(report),
    /**
     * The subset of `userIds` online now. Inside a transaction pass it as `sql`: the embedded
     * database runs one transaction at a time, so a query beside it would wait for it forever.
     */
    onlineAmong: async (userIds: string[], sql: Sql = db) => {
      if (userIds.length === 0) return new Set<string>();
      const rows = await sql.query<{ user_id: string }>(
        `SELECT DISTINCT p.user_id FROM ws_presence p JOIN server_nodes n ON n.id = p.node_id
          WHERE p.user_id = ANY($1) AND n.heartbeat_at > now() - make_interval(secs => $2)`,
        [userIds, ONLINE_WITHIN_SECONDS],
      );
      return new Set(rows.map((row) => row.user_id));
    },
  };
};

export type Presence = ReturnType<typeof createPresence>;
