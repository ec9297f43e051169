-- The back-office order lists: each role's list is one index range read newest first, and a
-- status filter (or a screen's statuses) narrows it without a sort.
CREATE INDEX orders_list_idx ON orders (direction, status, created_at DESC, id DESC);
CREATE INDEX orders_trader_list_idx ON orders (trader_id, direction, status, created_at DESC, id DESC) WHERE trader_id IS NOT NULL;
CREATE INDEX orders_merchant_list_idx ON orders (merchant_id, direction, status, created_at DESC, id DESC);
CREATE INDEX orders_partner_list_idx ON orders (partner_slug, direction, created_at DESC, id DESC) WHERE partner_slug IS NOT NULL;

-- A partner user works for its partner payment systems: it sees the orders they served.
ALTER TABLE partner_systems ADD COLUMN user_id uuid REFERENCES users (id);
CREATE INDEX partner_systems_user_idx ON partner_systems (user_id) WHERE user_id IS NOT NULL;

-- The unprocessed list filtered by merchant.
CREATE INDEX unprocessed_orders_merchant_idx ON unprocessed_orders (merchant_id, created_at DESC, id DESC);
