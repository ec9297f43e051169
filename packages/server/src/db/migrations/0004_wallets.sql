-- Wallets: TRC-20 deposit addresses, observed chain deposits, withdrawals.

CREATE SEQUENCE deposit_address_index_seq MINVALUE 0 START 0;

CREATE TABLE deposit_addresses (
  address text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  network text NOT NULL DEFAULT 'TRC20',
  currency text NOT NULL REFERENCES currencies (code),
  derivation_index integer NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_addresses_user_idx ON deposit_addresses (user_id);

CREATE TABLE chain_deposits (
  id uuid PRIMARY KEY,
  tx_id text NOT NULL,
  address text NOT NULL REFERENCES deposit_addresses (address),
  user_id uuid NOT NULL REFERENCES users (id),
  currency text NOT NULL REFERENCES currencies (code),
  amount bigint NOT NULL CHECK (amount > 0),
  from_address text,
  confirmations integer NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('pending', 'credited')),
  transfer_id uuid REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  credited_at timestamptz,
  -- A chain transfer to an address is one deposit, however often it is seen.
  UNIQUE (tx_id, address)
);
CREATE INDEX chain_deposits_pending_idx ON chain_deposits (created_at) WHERE status = 'pending';
CREATE INDEX chain_deposits_user_idx ON chain_deposits (user_id, created_at DESC);

CREATE TABLE withdrawals (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('user', 'merchant_payout')),
  address text NOT NULL,
  currency text NOT NULL REFERENCES currencies (code),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('moderation', 'approved', 'completed', 'rejected', 'failed')),
  tx_id text,
  -- The trader whose real wallet pays a merchant payout.
  payer_id uuid REFERENCES users (id),
  decided_by uuid REFERENCES users (id),
  balance_before bigint NOT NULL,
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at DESC);
