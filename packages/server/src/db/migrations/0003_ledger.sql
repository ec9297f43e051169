-- Ledger: double-entry accounts and immutable transfers, in integer minor units.

CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY,
  -- NULL for system accounts (world, revenue).
  owner_id uuid REFERENCES users (id),
  currency text NOT NULL REFERENCES currencies (code),
  part text NOT NULL CHECK (part IN ('available', 'held', 'insurance', 'world', 'revenue')),
  -- Hot system accounts are spread over shards; their balance is the sum of the shards.
  shard smallint NOT NULL DEFAULT 0,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((owner_id IS NULL) = (part IN ('world', 'revenue'))),
  -- The database itself refuses a negative user balance.
  CONSTRAINT ledger_user_balance_not_negative CHECK (owner_id IS NULL OR balance >= 0),
  UNIQUE NULLS NOT DISTINCT (owner_id, currency, part, shard)
);

CREATE TABLE ledger_transfers (
  id uuid PRIMARY KEY,
  debit_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  currency text NOT NULL REFERENCES currencies (code),
  amount bigint NOT NULL CHECK (amount > 0),
  kind text NOT NULL,
  reference_type text,
  reference_id text,
  idempotency_key text NOT NULL,
  debit_balance_after bigint NOT NULL,
  credit_balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT ledger_transfers_idempotency_key UNIQUE (idempotency_key)
);
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, created_at DESC);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, created_at DESC);
CREATE INDEX ledger_transfers_reference_idx ON ledger_transfers (reference_type, reference_id);

CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are immutable';
END;
$$;

CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
