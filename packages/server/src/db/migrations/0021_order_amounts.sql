-- Orders: adjustable amounts, and the indexes the routing engine counts limits with.

-- A pay-in whose amount the engine adjusted to the nearest amount free on the requisite (the
-- merchant allowed it): `fiat_amount` is what the customer pays, this is what the merchant asked.
ALTER TABLE orders ADD COLUMN requested_fiat_amount bigint CHECK (requested_fiat_amount IS NULL OR requested_fiat_amount > 0);

-- What the routing engine counts for a requisite's or a trader's limits (this month's orders, and
-- the open ones whenever made) is read through these, not by scanning every order.
CREATE INDEX orders_requisite_created_idx ON orders (requisite_id, created_at) WHERE requisite_id IS NOT NULL;
CREATE INDEX orders_trader_flow_created_idx ON orders (trader_id, flow_id, created_at) WHERE trader_id IS NOT NULL;
CREATE INDEX orders_trader_flow_open_idx ON orders (trader_id, flow_id) WHERE status IN ('new', 'in-progress');
