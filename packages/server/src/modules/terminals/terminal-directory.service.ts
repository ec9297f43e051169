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
  for (const row of await repo.liveCoverage(sql, traderIds, TERMINAL_HEARTBEAT_TIMEOUT_SECONDS)) {
    const entry = coverage.get(row.user_id) ?? { manual: row.manual, payIn: new Set<string>(), payOut: false };
    coverage.set(row.user_id, entry);
    if (row.deposit_open && row.requisite_id) entry.payIn.add(row.requisite_id);
    if (row.withdraw_open) entry.payOut = true;
  }
  return coverage;
};
