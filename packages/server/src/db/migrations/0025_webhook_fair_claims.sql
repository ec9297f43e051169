-- Deliveries are claimed endpoint by endpoint, a few each (a receiver that hangs holds only its
-- own share of the attempts in flight): each endpoint's due deliveries, earliest first.
CREATE INDEX webhook_deliveries_merchant_due_idx ON webhook_deliveries (merchant_id, next_attempt_at, seq) WHERE status = 'pending';
