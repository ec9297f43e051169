-- Anti-fraud: the settings (a key-value map of text, defaults in the code) and the cases the rules
-- open. A case is in force until an admin releases it; while in force it blocks what its effect
-- says (a customer's orders, a trader's or a requisite's traffic), until `effect_until` if set.

CREATE TABLE anti_fraud_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE anti_fraud_cases (
  id uuid PRIMARY KEY,
  rule text NOT NULL,
  target_type text NOT NULL CHECK (target_type IN ('customer', 'trader', 'requisite', 'merchant')),
  -- One text per target, the same for every case on it: `merchant id:customer id`, or the user's or requisite's id.
  target_key text NOT NULL,
  target_user_id uuid REFERENCES users (id),
  target_requisite_id uuid REFERENCES requisites (id),
  merchant_id uuid REFERENCES users (id),
  customer_id text,
  effect text NOT NULL CHECK (effect IN ('customer_blocked', 'order_refused', 'trader_stopped', 'requisite_paused', 'flagged')),
  effect_until timestamptz,
  evidence jsonb NOT NULL,
  released_at timestamptz,
  released_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- At most one case in force per rule and target: a second trip while one is open adds nothing.
CREATE UNIQUE INDEX anti_fraud_cases_in_force_idx ON anti_fraud_cases (rule, target_type, target_key) WHERE released_at IS NULL;
-- The order-time check reads a customer's cases, released or not, by its key.
CREATE INDEX anti_fraud_cases_target_idx ON anti_fraud_cases (target_type, target_key, released_at);
-- Order creation reads the customers, traders and requisites blocked by cases in force (kept in memory while the configuration stands still).
CREATE INDEX anti_fraud_cases_stops_idx ON anti_fraud_cases (effect) WHERE released_at IS NULL AND effect IN ('customer_blocked', 'trader_stopped', 'requisite_paused');
CREATE INDEX anti_fraud_cases_created_idx ON anti_fraud_cases (created_at DESC, id DESC);

-- The order-time check counts a customer's latest orders at one merchant: one index range.
CREATE INDEX orders_customer_idx ON orders (merchant_id, customer_id, created_at DESC) WHERE customer_id IS NOT NULL;
-- The sweep finds a receipt's bytes given for another order.
CREATE INDEX order_receipts_sha_idx ON order_receipts (sha256);
-- The sweep counts recent confirmations per trader.
CREATE INDEX order_history_paid_idx ON order_history (created_at) WHERE to_status = 'paid';

-- Routing keeps the cases' stops and the settings in memory while the configuration version stands still (0024).
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON anti_fraud_cases
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON anti_fraud_settings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
