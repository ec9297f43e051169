import { TERMINAL_HEARTBEAT_TIMEOUT_SECONDS } from '@paydesk/contract';
import type { Sql } from '../../db/db';
import * as repo from './terminals.repository';

/** What routing may know of a trader's terminals: whether they confirm by hand, and which requisites a live terminal serves. */
export type TerminalCoverage = {
  /** An admin lets this trader work without a terminal. */
  manual: boolean;
  /** Requisites linked to an enabled terminal heard from recently with pay-in open. */
  payIn: ReadonlySet<string>;
  /** An enabled terminal heard from recently has pay-out open. */
  payOut: boolean;
};

/** Every trader's coverage in one query, whatever their number. */
export const terminalCoverage = async (sql: Sql, traderIds: string[]): Promise<Map<string, TerminalCoverage>> => {
  const coverage = new Map<string, { manual: boolean; payIn: Set<string>; payOut: boolean }>();
  if (traderIds.length === 0) return coverage;
  const [manual, live] = await Promise.all([
    repo.manualTraders(sql, traderIds),
    repo.liveCoverage(sql, traderIds, TERMINAL_HEARTBEAT_TIMEOUT_SECONDS),
  ]);
  for (const id of traderIds) coverage.set(id, { manual: manual.has(id), payIn: new Set(), payOut: false });
  for (const row of live) {
    const entry = coverage.get(row.user_id)!;
    if (row.deposit_open && row.requisite_id) entry.payIn.add(row.requisite_id);
    if (row.withdraw_open) entry.payOut = true;
  }
  return coverage;
};
