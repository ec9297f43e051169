import type { DeviceInfo, TerminalStatus } from '@paydesk/contract';
import type { Sql } from '../../db/db';

export type TerminalRow = {
  id: string;
  user_id: string;
  name: string;
  status: TerminalStatus;
  deposit_open: boolean;
  withdraw_open: boolean;
  auto_confirm: boolean;
  pairing_expires_at: Date | null;
  device: DeviceInfo | null;
  battery: number | null;
  network: string | null;
  last_seen_at: Date | null;
  has_forwarder: boolean;
  created_at: Date;
};

const columns = (alias = '') => {
  const p = alias ? `${alias}.` : '';
  return `${p}id, ${p}user_id, ${p}name, ${p}status, ${p}deposit_open, ${p}withdraw_open, ${p}auto_confirm, ${p}pairing_expires_at,
  ${p}device, ${p}battery, ${p}network, ${p}last_seen_at, ${p}forwarder_hash IS NOT NULL AS has_forwarder, ${p}created_at`;
};
const COLUMNS = columns();

export const insertTerminal = async (
  sql: Sql,
  row: { id: string; userId: string; name: string; pairingCodeHash: string; pairingExpiresAt: Date },
) =>
  (
    await sql.query<TerminalRow>(
      `INSERT INTO terminals (id, user_id, name, pairing_code_hash, pairing_expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [row.id, row.userId, row.name, row.pairingCodeHash, row.pairingExpiresAt],
    )
  )[0]!;

export const findTerminal = async (sql: Sql, id: string, lock = false) =>
  (
    await sql.query<TerminalRow>(`SELECT ${COLUMNS} FROM terminals WHERE id = $1 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`, [id])
  )[0];

export const ownerOfTerminal = async (sql: Sql, id: string) =>
  (await sql.query<{ user_id: string }>('SELECT user_id FROM terminals WHERE id = $1 AND deleted_at IS NULL', [id]))[0]?.user_id ?? null;

export const updateTerminal = async (
  sql: Sql,
  id: string,
  changes: Partial<{
    name: string;
    status: TerminalStatus;
    deposit_open: boolean;
    withdraw_open: boolean;
    auto_confirm: boolean;
    pairing_code_hash: string | null;
    pairing_expires_at: Date | null;
    token_hash: string | null;
    forwarder_hash: string | null;
  }>,
) => {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  return (
    await sql.query<TerminalRow>(`UPDATE terminals SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`, [
      id,
      ...entries.map(([, value]) => value),
    ])
  )[0]!;
};

/** Deleted terminals keep their notifications (evidence of payments); the row is only marked. */
export const deleteTerminal = (sql: Sql, id: string) =>
  sql.query(
    `UPDATE terminals SET deleted_at = now(), token_hash = NULL, forwarder_hash = NULL, pairing_code_hash = NULL, updated_at = now() WHERE id = $1`,
    [id],
  );

export const replaceRequisites = async (sql: Sql, terminalId: string, requisiteIds: string[]) => {
  await sql.query('DELETE FROM terminal_requisites WHERE terminal_id = $1', [terminalId]);
  await sql.query('INSERT INTO terminal_requisites (terminal_id, requisite_id) SELECT $1, unnest($2::uuid[])', [terminalId, requisiteIds]);
};

export const requisitesOfTerminals = (sql: Sql, terminalIds: string[]) =>
  sql.query<{ terminal_id: string; id: string; name: string }>(
    `SELECT tr.terminal_id, r.id, r.name FROM terminal_requisites tr JOIN requisites r ON r.id = tr.requisite_id
      WHERE tr.terminal_id = ANY($1) ORDER BY r.name, r.id`,
    [terminalIds],
  );

export const terminalByPairingCode = async (sql: Sql, codeHash: string) =>
  (
    await sql.query<TerminalRow>(
      `SELECT ${COLUMNS} FROM terminals WHERE pairing_code_hash = $1 AND pairing_expires_at > now() AND deleted_at IS NULL FOR UPDATE`,
      [codeHash],
    )
  )[0];

export const terminalByToken = async (sql: Sql, tokenHash: string) =>
  (await sql.query<TerminalRow>(`SELECT ${COLUMNS} FROM terminals WHERE token_hash = $1 AND deleted_at IS NULL`, [tokenHash]))[0];

export const terminalByForwarder = async (sql: Sql, secretHash: string) =>
  (await sql.query<TerminalRow>(`SELECT ${COLUMNS} FROM terminals WHERE forwarder_hash = $1 AND deleted_at IS NULL`, [secretHash]))[0];

/** A heartbeat: what the phone says of itself, and a pending or lost terminal is enabled again. */
export const recordHeartbeat = async (
  sql: Sql,
  id: string,
  beat: { device: DeviceInfo; battery: number | null; network: string | null; ip: string | null },
) =>
  (
    await sql.query<TerminalRow & { previous_status: TerminalStatus }>(
      `UPDATE terminals t
          SET device = $2::jsonb || jsonb_build_object('ip_address', COALESCE($5, $2::jsonb->>'ip_address')),
              battery = $3, network = $4, last_seen_at = now(), updated_at = now(),
              status = CASE WHEN t.status IN ('pending', 'lost_connection') THEN 'enabled' ELSE t.status END
         FROM (SELECT id, status AS previous_status FROM terminals WHERE id = $1 FOR UPDATE) p
        WHERE t.id = p.id
        RETURNING ${columns('t')}, p.previous_status`,
      [id, JSON.stringify(beat.device), beat.battery, beat.network, beat.ip],
    )
  )[0]!;

/**
 * Enabled terminals silent for longer than the timeout lose their connection; answers the ones moved.
 * A terminal fed only by an SMS forwarder sends no heartbeats: it stays as it is.
 */
export const markLostConnections = (sql: Sql, timeoutSeconds: number) =>
  sql.query<{ id: string; user_id: string; name: string }>(
    `UPDATE terminals SET status = 'lost_connection', updated_at = now()
      WHERE status = 'enabled' AND deleted_at IS NULL AND token_hash IS NOT NULL
        AND (last_seen_at IS NULL OR last_seen_at < now() - make_interval(secs => $1))
      RETURNING id, user_id, name`,
    [timeoutSeconds],
  );

/** The traders an admin lets work without a terminal. */
export const setManualTrader = async (sql: Sql, userId: string, on: boolean, by: string) => {
  if (on) {
    await sql.query('INSERT INTO manual_confirmation_traders (user_id, granted_by) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
      userId,
      by,
    ]);
  } else {
    await sql.query('DELETE FROM manual_confirmation_traders WHERE user_id = $1', [userId]);
  }
};

/**
 * What routing needs of these traders' terminals, one row at least per trader: whether an admin
 * lets the trader confirm by hand, and the requisites linked to an enabled terminal heard from
 * within the timeout, per direction open on it (null when no such terminal).
 */
export const liveCoverage = (sql: Sql, traderIds: string[], timeoutSeconds: number) =>
  sql.query<{ user_id: string; manual: boolean; requisite_id: string | null; deposit_open: boolean | null; withdraw_open: boolean | null }>(
    `SELECT c.user_id, m.user_id IS NOT NULL AS manual, t.requisite_id, t.deposit_open, t.withdraw_open
       FROM unnest($1::uuid[]) AS c(user_id)
       LEFT JOIN manual_confirmation_traders m ON m.user_id = c.user_id
       LEFT JOIN LATERAL (
         SELECT tr.requisite_id, t.deposit_open, t.withdraw_open
           FROM terminals t LEFT JOIN terminal_requisites tr ON tr.terminal_id = t.id
          WHERE t.user_id = c.user_id AND t.status = 'enabled' AND t.deleted_at IS NULL
            AND (t.last_seen_at >= now() - make_interval(secs => $2) OR (t.token_hash IS NULL AND t.forwarder_hash IS NOT NULL))
       ) t ON true`,
    [traderIds, timeoutSeconds],
    { prepare: 'terminals_live_coverage' },
  );
