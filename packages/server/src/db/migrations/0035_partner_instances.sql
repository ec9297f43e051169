-- A partner system can be another Paydesk instance, reached through its merchant API: its address,
-- its API key, and its secret and notification keys sealed with the app secret (never in clear).
ALTER TABLE partner_systems ADD COLUMN base_url text;
ALTER TABLE partner_systems ADD COLUMN api_key text;
ALTER TABLE partner_systems ADD COLUMN secret_key text;
ALTER TABLE partner_systems ADD COLUMN notification_key text;
ALTER TABLE partner_systems ADD CONSTRAINT partner_systems_remote CHECK (
  adapter <> 'paydesk' OR (base_url IS NOT NULL AND api_key IS NOT NULL AND secret_key IS NOT NULL)
);
-- A partner added later moves the routing configuration's version like any executor.
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON partner_systems
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();

-- The circuit breaker: failures in a row, the last error, and until when the partner is skipped.
-- Its own table: a failure recorded does not move the routing configuration's version.
CREATE TABLE partner_health (
  partner_slug text PRIMARY KEY REFERENCES partner_systems (slug) ON DELETE CASCADE,
  failures integer NOT NULL DEFAULT 0,
  last_error text,
  last_failed_at timestamptz,
  paused_until timestamptz,
  pause_ms integer
);

-- What the partner's balance call answered, recorded by the partner-balance job.
CREATE TABLE partner_balance_log (
  id bigserial PRIMARY KEY,
  partner_slug text NOT NULL REFERENCES partner_systems (slug) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  currency text NOT NULL,
  balance numeric(38, 6) NOT NULL
);
CREATE INDEX partner_balance_log_slug_idx ON partner_balance_log (partner_slug, created_at DESC, id DESC);

-- A partner's webhook names its own order id: found by it.
CREATE INDEX orders_partner_order_idx ON orders (partner_slug, partner_order_id) WHERE partner_order_id IS NOT NULL;

-- An order canceled here (by the merchant, an admin, or its time running out) while a partner
-- still holds it open there: the status poll asks the partner to cancel it too, then clears this.
ALTER TABLE orders ADD COLUMN partner_cancel_pending boolean NOT NULL DEFAULT false;
CREATE INDEX orders_partner_cancel_idx ON orders (updated_at) WHERE partner_cancel_pending;
