import type { innerApi, ResponseOf } from '@paydesk/contract';

/** Admins see every terminal (/devices), a trader their own (/terminal). */
export type TerminalScope = 'admin' | 'trader';

export type Pairing = ResponseOf<typeof innerApi.terminals.pairingCode>;
export type ManualTrader = ResponseOf<typeof innerApi.terminals.setManualTrader>;

/** The outcomes of a payment no order took: none was found, or one needs a person's look. */
export const UNMATCHED_OUTCOMES = ['unmatched', 'review'] as const;
export type UnmatchedOutcome = (typeof UNMATCHED_OUTCOMES)[number];

export const isUnmatchedOutcome = (outcome: string): outcome is UnmatchedOutcome =>
  (UNMATCHED_OUTCOMES as readonly string[]).includes(outcome);
