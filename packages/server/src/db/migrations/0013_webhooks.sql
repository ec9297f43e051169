-- Webhooks: every order change writes its event in the change's own transaction (an outbox); a
-- job delivers each event to the merchant's notification URL and logs every attempt.

-- The settings' webhook types are now the events actually sent; the old names meant nothing.
DELETE FROM user_webhook_settings
 WHERE slug NOT IN ('order.created', 'order.in_progress', 'order.paid', 'order.canceled', 'order.done');

CREATE TABLE webhook_events (
  -- The `webhook-id` header: the same across retries and resends.
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES users (id),
  order_id uuid REFERENCES orders (id),
  type text NOT NULL,
  revision integer,
  -- The order exactly as the merchant API showed it when the event happened.
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_events_order_idx ON webhook_events (order_id, created_at DESC) WHERE order_id IS NOT NULL;

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  -- Deliveries of one order go out in this order: one waits while an earlier one is pending.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  event_id uuid NOT NULL REFERENCES webhook_events (id),
  merchant_id uuid NOT NULL REFERENCES users (id),
  order_id uuid REFERENCES orders (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'skipped')),
  skip_reason text CHECK (skip_reason IN ('disabled', 'no_url', 'no_key')),
  url text,
  attempt_count integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A lease while an attempt is in flight; a process that dies leaves it to run out.
  locked_until timestamptz,
  locked_by text,
  resend_of uuid REFERENCES webhook_deliveries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_order_idx ON webhook_deliveries (order_id, seq) WHERE order_id IS NOT NULL;
CREATE INDEX webhook_deliveries_merchant_idx ON webhook_deliveries (merchant_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at DESC, id DESC);

-- Every HTTP attempt: what was asked, what came back, when the next one is due.
CREATE TABLE webhook_attempts (
  id uuid PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id),
  attempt integer NOT NULL,
  started_at timestamptz NOT NULL,
  url text NOT NULL,
  http_status integer,
  error text,
  duration_ms integer NOT NULL,
  response_excerpt text,
  next_retry_at timestamptz,
  UNIQUE (delivery_id, attempt)
);

-- A merchant's endpoint: failing since when, and paused after days of failures until re-enabled.
CREATE TABLE webhook_endpoints (
  merchant_id uuid PRIMARY KEY REFERENCES users (id),
  failing_since timestamptz,
  paused_at timestamptz
);
