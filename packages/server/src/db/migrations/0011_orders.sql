-- Orders: the merchant's request, routed to an executor, held in the ledger, settled when paid.

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES users (id),
  merchant_order_id text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('pay_in', 'pay_out')),
  status text NOT NULL CHECK (status IN ('new', 'in-progress', 'paid', 'done', 'canceled')),
  flow_id uuid NOT NULL REFERENCES flows (id),
  executor_id uuid NOT NULL REFERENCES flow_executors (id),
  trader_id uuid REFERENCES users (id),
  partner_slug text REFERENCES partner_systems (slug),
  requisite_id uuid REFERENCES requisites (id),
  fiat_currency text NOT NULL REFERENCES currencies (code),
  fiat_amount bigint NOT NULL CHECK (fiat_amount > 0),
  crypto_currency text NOT NULL REFERENCES currencies (code),
  crypto_amount bigint NOT NULL CHECK (crypto_amount > 0),
  -- What was actually received, when it differs from the asked amount.
  paid_fiat_amount bigint CHECK (paid_fiat_amount IS NULL OR paid_fiat_amount > 0),
  paid_crypto_amount bigint CHECK (paid_crypto_amount IS NULL OR paid_crypto_amount > 0),
  rate numeric(24, 8) NOT NULL CHECK (rate > 0),
  payment_type text NOT NULL,
  payment_details jsonb NOT NULL,
  -- The percentages in force when the order was created: settlement does not follow later edits.
  fees jsonb NOT NULL,
  customer_id text,
  return_url text,
  payment_token text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, merchant_order_id),
  CHECK ((trader_id IS NULL) <> (partner_slug IS NULL))
);
CREATE INDEX orders_merchant_created_idx ON orders (merchant_id, created_at DESC, id DESC);
CREATE INDEX orders_trader_open_idx ON orders (trader_id, status) WHERE status IN ('new', 'in-progress');
CREATE INDEX orders_requisite_open_idx ON orders (requisite_id, fiat_amount) WHERE status IN ('new', 'in-progress');
CREATE INDEX orders_expiring_idx ON orders (expires_at) WHERE status IN ('new', 'in-progress');

-- Every transition, by whom or which job, and why.
CREATE TABLE order_history (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  from_status text,
  to_status text NOT NULL,
  actor_id uuid REFERENCES users (id),
  job text,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_history_order_idx ON order_history (order_id, created_at);

-- A merchant's create request, kept forever: a repeat answers the first answer.
CREATE TABLE merchant_requests (
  merchant_id uuid NOT NULL REFERENCES users (id),
  merchant_order_id text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('processing', 'done')),
  response_status smallint,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, merchant_order_id)
);

-- An order no executor could take: the spec's unprocessed list, with every attempt and its reason.
CREATE TABLE unprocessed_orders (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES users (id),
  merchant_order_id text NOT NULL,
  direction text NOT NULL,
  amount text NOT NULL,
  currency text NOT NULL,
  payload jsonb NOT NULL,
  reason text NOT NULL,
  attempts jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX unprocessed_orders_created_idx ON unprocessed_orders (created_at DESC, id DESC);

-- Load spreading: among equal priorities the least recently assigned executor, and a trader's
-- least recently used requisite.
ALTER TABLE flow_executors ADD COLUMN last_assigned_at timestamptz;
ALTER TABLE requisites ADD COLUMN last_used_at timestamptz;
