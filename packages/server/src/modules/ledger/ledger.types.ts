export const USER_PARTS = ['available', 'held', 'insurance'] as const;
export type UserPart = (typeof USER_PARTS)[number];
export const SYSTEM_PARTS = ['world', 'revenue'] as const;
export type SystemPart = (typeof SYSTEM_PARTS)[number];

/** Hot system accounts are spread over this many shards. */
export const SYSTEM_SHARDS = 8;

export type AccountRef = { owner: string; part: UserPart } | { partner: string; part: 'available' | 'held' } | { system: SystemPart };

/** Whose money: a user's or a partner system's (their accounts have parts). */
export type LedgerOwner = { owner: string } | { partner: string };

export type TransferInput = {
  from: AccountRef;
  to: AccountRef;
  currency: string;
  /** Minor units; positive. */
  amount: bigint;
  kind: string;
  reference?: { type: string; id: string };
  /** Unique per business fact: posting the same key twice posts once. */
  idempotencyKey: string;
};

export type Transfer = {
  id: string;
  debit_account_id: string;
  credit_account_id: string;
  currency: string;
  amount: bigint;
  kind: string;
  reference_type: string | null;
  reference_id: string | null;
  idempotency_key: string;
  debit_balance_after: bigint;
  credit_balance_after: bigint;
  created_at: Date;
};
