-- Disputes (appeals) on a paid or canceled order: the claim, its evidence, its answers and its
-- outcome. An order in dispute has the status `dispute`; at most one open dispute per order.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('new', 'in-progress', 'paid', 'done', 'canceled', 'dispute'));

CREATE TABLE disputes (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  merchant_id uuid NOT NULL REFERENCES users (id),
  trader_id uuid REFERENCES users (id),
  reason text NOT NULL CHECK (reason IN ('payment_after_cancel', 'wrong_amount', 'wrong_details', 'other')),
  -- What the claim says was paid, in the order's fiat minor units; the reasons that carry an amount.
  claimed_fiat bigint CHECK (claimed_fiat > 0),
  comment text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'rejected')),
  -- What the order was when the dispute opened: rejecting returns it there.
  order_status_before text NOT NULL CHECK (order_status_before IN ('paid', 'canceled')),
  opened_by uuid REFERENCES users (id),
  deadline_at timestamptz NOT NULL,
  reminded_at timestamptz,
  overdue_at timestamptz,
  settled_fiat bigint,
  settled_crypto bigint,
  resolved_by uuid REFERENCES users (id),
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX disputes_one_open_idx ON disputes (order_id) WHERE status = 'open';
CREATE INDEX disputes_order_idx ON disputes (order_id, created_at DESC);
CREATE INDEX disputes_merchant_idx ON disputes (merchant_id, created_at DESC);
CREATE INDEX disputes_trader_idx ON disputes (trader_id, created_at DESC);
CREATE INDEX disputes_deadline_idx ON disputes (deadline_at) WHERE status = 'open';
CREATE INDEX disputes_created_idx ON disputes (created_at DESC, id DESC);

-- Evidence: the bytes in a private directory (DISPUTES_DIR), the row says what and where.
CREATE TABLE dispute_files (
  id uuid PRIMARY KEY,
  dispute_id uuid NOT NULL REFERENCES disputes (id),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  uploaded_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dispute_files_dispute_idx ON dispute_files (dispute_id, created_at);
CREATE INDEX dispute_files_sha_idx ON dispute_files (sha256);

-- The dispute's story: opened, comments, evidence added, overdue, outcome.
CREATE TABLE dispute_entries (
  id uuid PRIMARY KEY,
  dispute_id uuid NOT NULL REFERENCES disputes (id),
  kind text NOT NULL CHECK (kind IN ('opened', 'comment', 'evidence', 'resolved', 'rejected', 'overdue')),
  author_id uuid REFERENCES users (id),
  text text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX dispute_entries_dispute_idx ON dispute_entries (dispute_id, created_at);
