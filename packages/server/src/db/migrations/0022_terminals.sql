-- Terminals: a trader's phone that reads the bank's notifications and forwards them. A terminal is
-- paired with a one-time code, then calls with its own token (both stored hashed); an SMS-forwarder
-- app posts to an address carrying a per-terminal secret instead (stored hashed too).

CREATE TABLE terminals (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  status text NOT NULL DEFAULT 'unassigned'
    CHECK (status IN ('disabled', 'unassigned', 'moderation', 'pending', 'enabled', 'disabled_by_admin', 'lost_connection')),
  deposit_open boolean NOT NULL DEFAULT true,
  withdraw_open boolean NOT NULL DEFAULT false,
  auto_confirm boolean NOT NULL DEFAULT true,
  pairing_code_hash text,
  pairing_expires_at timestamptz,
  token_hash text,
  forwarder_hash text,
  device jsonb,
  battery smallint,
  network text,
  last_seen_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX terminals_user_idx ON terminals (user_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX terminals_pairing_idx ON terminals (pairing_code_hash) WHERE pairing_code_hash IS NOT NULL;
CREATE UNIQUE INDEX terminals_token_idx ON terminals (token_hash) WHERE token_hash IS NOT NULL;
CREATE UNIQUE INDEX terminals_forwarder_idx ON terminals (forwarder_hash) WHERE forwarder_hash IS NOT NULL;
-- The heartbeat sweep looks at live terminals only.
CREATE INDEX terminals_heartbeat_idx ON terminals (last_seen_at) WHERE status = 'enabled' AND deleted_at IS NULL;

CREATE TABLE terminal_requisites (
  terminal_id uuid NOT NULL REFERENCES terminals (id) ON DELETE CASCADE,
  requisite_id uuid NOT NULL REFERENCES requisites (id),
  PRIMARY KEY (terminal_id, requisite_id)
);
CREATE INDEX terminal_requisites_requisite_idx ON terminal_requisites (requisite_id);

-- Every notification a terminal sent, once: its raw text, what was read from it and by which
-- template, and what became of it. `device_item_id` is the phone's own id of the notification.
CREATE TABLE terminal_notifications (
  id uuid PRIMARY KEY,
  terminal_id uuid NOT NULL REFERENCES terminals (id),
  user_id uuid NOT NULL REFERENCES users (id),
  device_item_id text NOT NULL,
  source text NOT NULL,
  title text,
  body text NOT NULL,
  received_at timestamptz NOT NULL,
  bank text,
  kind text,
  amount text,
  currency text,
  payer text,
  tail text,
  balance text,
  template_id text,
  outcome text NOT NULL
    CHECK (outcome IN ('matched', 'awaiting_confirmation', 'review', 'unmatched', 'ignored', 'unparsed', 'unknown_source')),
  order_id uuid REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (terminal_id, device_item_id)
);
CREATE INDEX terminal_notifications_terminal_idx ON terminal_notifications (terminal_id, created_at DESC);
CREATE INDEX terminal_notifications_user_idx ON terminal_notifications (user_id, outcome, created_at DESC);
CREATE INDEX terminal_notifications_order_idx ON terminal_notifications (order_id) WHERE order_id IS NOT NULL;

-- Traders an admin lets route without a terminal: they confirm payments by hand. Traders already
-- working when terminals arrived keep working so.
CREATE TABLE manual_confirmation_traders (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  granted_by uuid REFERENCES users (id),
  granted_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO manual_confirmation_traders (user_id) SELECT id FROM users WHERE type = 'trader';
