-- A wallet's history reads its account's transfers newest first, a page at a time: each side's
-- index ends with the id, so the two sides merge in (created_at, id) order without a sort.
DROP INDEX ledger_transfers_debit_idx;
DROP INDEX ledger_transfers_credit_idx;
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, created_at DESC, id DESC);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, created_at DESC, id DESC);

-- Statistics: a daily rollup of the orders, kept as they change. Every change of an order (its
-- creation, a status, what was paid, who serves it) and every reward leg the ledger posts for one
-- appends a signed delta; a job folds the deltas into the rollup, and a reader sums the rollup and
-- the deltas not yet folded in one snapshot, so the figures are always those of the raw orders.
-- Appending never waits on a lock: orders in one day's bucket never queue behind each other.
-- Days are UTC days of the order's creation; rewards sit with the order's current status.
CREATE TABLE order_stats_daily (
  day date NOT NULL,
  direction text NOT NULL,
  merchant_id uuid NOT NULL,
  trader_id uuid,
  partner_slug text,
  requisite_id uuid,
  flow_id uuid NOT NULL,
  fiat_currency text NOT NULL,
  crypto_currency text NOT NULL,
  status text NOT NULL,
  orders bigint NOT NULL,
  -- What was paid when it differs from what was asked, else what was asked; minor units.
  fiat bigint NOT NULL,
  crypto bigint NOT NULL,
  -- The settlement's reward legs, in the crypto currency's minor units.
  trader_reward bigint NOT NULL,
  partner_reward bigint NOT NULL,
  agent_reward bigint NOT NULL,
  platform_fee bigint NOT NULL,
  CONSTRAINT order_stats_daily_key UNIQUE NULLS NOT DISTINCT
    (day, direction, merchant_id, trader_id, partner_slug, requisite_id, flow_id, fiat_currency, crypto_currency, status)
);
CREATE INDEX order_stats_daily_day_idx ON order_stats_daily (day);
CREATE INDEX order_stats_daily_trader_idx ON order_stats_daily (trader_id, day) WHERE trader_id IS NOT NULL;
CREATE INDEX order_stats_daily_merchant_idx ON order_stats_daily (merchant_id, day);

-- How long orders took from creation to paid, counted per bucket of seconds (the buckets' lower
-- edges are ORDER_PAID_BUCKETS below and in the statistics module): a median needs the spread, not a sum.
CREATE TABLE order_paid_times_daily (
  day date NOT NULL,
  direction text NOT NULL,
  merchant_id uuid NOT NULL,
  trader_id uuid,
  partner_slug text,
  flow_id uuid NOT NULL,
  fiat_currency text NOT NULL,
  bucket smallint NOT NULL,
  orders bigint NOT NULL,
  CONSTRAINT order_paid_times_daily_key UNIQUE NULLS NOT DISTINCT
    (day, direction, merchant_id, trader_id, partner_slug, flow_id, fiat_currency, bucket)
);
CREATE INDEX order_paid_times_daily_day_idx ON order_paid_times_daily (day);

CREATE TABLE order_stats_deltas (
  id bigserial PRIMARY KEY,
  day date NOT NULL,
  direction text NOT NULL,
  merchant_id uuid NOT NULL,
  trader_id uuid,
  partner_slug text,
  requisite_id uuid,
  flow_id uuid NOT NULL,
  fiat_currency text NOT NULL,
  crypto_currency text NOT NULL,
  status text NOT NULL,
  orders bigint NOT NULL DEFAULT 0,
  fiat bigint NOT NULL DEFAULT 0,
  crypto bigint NOT NULL DEFAULT 0,
  trader_reward bigint NOT NULL DEFAULT 0,
  partner_reward bigint NOT NULL DEFAULT 0,
  agent_reward bigint NOT NULL DEFAULT 0,
  platform_fee bigint NOT NULL DEFAULT 0,
  -- Set on a paid-time delta (one order paid in this bucket), which counts nothing else.
  paid_bucket smallint
);

-- The lower edges, in seconds, of the paid-time buckets.
CREATE FUNCTION order_paid_bucket(seconds double precision) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT width_bucket(seconds, ARRAY[0, 15, 30, 45, 60, 90, 120, 180, 240, 300, 420, 600, 900, 1200, 1800, 2700, 3600,
    5400, 7200, 10800, 14400, 21600, 43200, 86400, 172800, 604800]::double precision[])::smallint
$$;

CREATE FUNCTION order_stats_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  legs record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_stats_deltas (day, direction, merchant_id, trader_id, partner_slug, requisite_id, flow_id, fiat_currency,
                                    crypto_currency, status, orders, fiat, crypto)
    VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.direction, NEW.merchant_id, NEW.trader_id, NEW.partner_slug, NEW.requisite_id,
            NEW.flow_id, NEW.fiat_currency, NEW.crypto_currency, NEW.status, 1, COALESCE(NEW.paid_fiat_amount, NEW.fiat_amount),
            COALESCE(NEW.paid_crypto_amount, NEW.crypto_amount));
    RETURN NULL;
  END IF;
  IF ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.direction, OLD.merchant_id, OLD.status, OLD.fiat_amount, OLD.crypto_amount,
      OLD.paid_fiat_amount, OLD.paid_crypto_amount, OLD.trader_id, OLD.partner_slug, OLD.requisite_id, OLD.flow_id, OLD.fiat_currency,
      OLD.crypto_currency)
     IS NOT DISTINCT FROM
     ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.direction, NEW.merchant_id, NEW.status, NEW.fiat_amount, NEW.crypto_amount,
      NEW.paid_fiat_amount, NEW.paid_crypto_amount, NEW.trader_id, NEW.partner_slug, NEW.requisite_id, NEW.flow_id, NEW.fiat_currency,
      NEW.crypto_currency) THEN
    RETURN NULL;
  END IF;
  -- The order's rewards so far move with it from its old bucket to its new one.
  SELECT COALESCE(sum(amount) FILTER (WHERE kind = 'trader_reward'), 0) AS trader,
         COALESCE(sum(amount) FILTER (WHERE kind = 'partner_reward'), 0) AS partner,
         COALESCE(sum(amount) FILTER (WHERE kind IN ('teamlead_reward', 'referral_reward')), 0) AS agent,
         COALESCE(sum(amount) FILTER (WHERE kind = 'platform_fee'), 0) AS platform
    INTO legs
    FROM ledger_transfers WHERE reference_type = 'order' AND reference_id = NEW.id::text;
  INSERT INTO order_stats_deltas (day, direction, merchant_id, trader_id, partner_slug, requisite_id, flow_id, fiat_currency,
                                  crypto_currency, status, orders, fiat, crypto, trader_reward, partner_reward, agent_reward, platform_fee)
  VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.direction, OLD.merchant_id, OLD.trader_id, OLD.partner_slug, OLD.requisite_id,
          OLD.flow_id, OLD.fiat_currency, OLD.crypto_currency, OLD.status, -1, -COALESCE(OLD.paid_fiat_amount, OLD.fiat_amount),
          -COALESCE(OLD.paid_crypto_amount, OLD.crypto_amount), -legs.trader, -legs.partner, -legs.agent, -legs.platform),
         ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.direction, NEW.merchant_id, NEW.trader_id, NEW.partner_slug, NEW.requisite_id,
          NEW.flow_id, NEW.fiat_currency, NEW.crypto_currency, NEW.status, 1, COALESCE(NEW.paid_fiat_amount, NEW.fiat_amount),
          COALESCE(NEW.paid_crypto_amount, NEW.crypto_amount), legs.trader, legs.partner, legs.agent, legs.platform);
  -- The time to pay, once, when an open order is paid.
  IF NEW.status = 'paid' AND OLD.status IN ('new', 'in-progress') THEN
    INSERT INTO order_stats_deltas (day, direction, merchant_id, trader_id, partner_slug, flow_id, fiat_currency, crypto_currency,
                                    status, orders, paid_bucket)
    VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.direction, NEW.merchant_id, NEW.trader_id, NEW.partner_slug, NEW.flow_id,
            NEW.fiat_currency, NEW.crypto_currency, 'paid', 1,
            order_paid_bucket(EXTRACT(EPOCH FROM statement_timestamp() - NEW.created_at)));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_stats AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION order_stats_on_order();

CREATE FUNCTION order_stats_on_reward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_stats_deltas (day, direction, merchant_id, trader_id, partner_slug, requisite_id, flow_id, fiat_currency,
                                  crypto_currency, status, trader_reward, partner_reward, agent_reward, platform_fee)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.direction, o.merchant_id, o.trader_id, o.partner_slug, o.requisite_id, o.flow_id,
         o.fiat_currency, o.crypto_currency, o.status,
         CASE WHEN NEW.kind = 'trader_reward' THEN NEW.amount ELSE 0 END,
         CASE WHEN NEW.kind = 'partner_reward' THEN NEW.amount ELSE 0 END,
         CASE WHEN NEW.kind IN ('teamlead_reward', 'referral_reward') THEN NEW.amount ELSE 0 END,
         CASE WHEN NEW.kind = 'platform_fee' THEN NEW.amount ELSE 0 END
    FROM orders o WHERE o.id = NEW.reference_id::uuid;
  RETURN NULL;
END;
$$;

CREATE TRIGGER ledger_transfers_stats AFTER INSERT ON ledger_transfers FOR EACH ROW
  WHEN (NEW.reference_type = 'order' AND NEW.kind IN ('trader_reward', 'partner_reward', 'teamlead_reward', 'referral_reward', 'platform_fee'))
  EXECUTE FUNCTION order_stats_on_reward();

-- The rollup recomputed from the raw orders, their ledger legs and their history (the paid
-- times): what the deltas would have built. Run once here for the orders already there; run again
-- after times were rewritten in bulk (the demo's history), which no delta follows for paid times.
CREATE FUNCTION order_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- No order changes meanwhile: the rollup is the orders' state at one moment.
  LOCK TABLE orders IN SHARE MODE;
  DELETE FROM order_stats_deltas;
  DELETE FROM order_stats_daily;
  DELETE FROM order_paid_times_daily;
  INSERT INTO order_stats_daily
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.direction, o.merchant_id, o.trader_id, o.partner_slug, o.requisite_id, o.flow_id,
         o.fiat_currency, o.crypto_currency, o.status, count(*), sum(COALESCE(o.paid_fiat_amount, o.fiat_amount)),
         sum(COALESCE(o.paid_crypto_amount, o.crypto_amount)), COALESCE(sum(l.trader), 0), COALESCE(sum(l.partner), 0),
         COALESCE(sum(l.agent), 0), COALESCE(sum(l.platform), 0)
    FROM orders o
    LEFT JOIN LATERAL (
      SELECT sum(amount) FILTER (WHERE kind = 'trader_reward') AS trader, sum(amount) FILTER (WHERE kind = 'partner_reward') AS partner,
             sum(amount) FILTER (WHERE kind IN ('teamlead_reward', 'referral_reward')) AS agent,
             sum(amount) FILTER (WHERE kind = 'platform_fee') AS platform
        FROM ledger_transfers t WHERE t.reference_type = 'order' AND t.reference_id = o.id::text
    ) l ON true
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;

  INSERT INTO order_paid_times_daily
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.direction, o.merchant_id, o.trader_id, o.partner_slug, o.flow_id, o.fiat_currency,
         order_paid_bucket(EXTRACT(EPOCH FROM h.paid_at - o.created_at)), count(*)
    FROM orders o
    JOIN LATERAL (
      SELECT min(created_at) AS paid_at FROM order_history
       WHERE order_id = o.id AND to_status = 'paid' AND from_status IN ('new', 'in-progress')
    ) h ON h.paid_at IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END;
$$;

SELECT order_stats_rebuild();
