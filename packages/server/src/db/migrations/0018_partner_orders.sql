-- Orders taken by a partner system carry the partner's own id, by which their status is asked.
ALTER TABLE orders ADD COLUMN partner_order_id text;
CREATE INDEX orders_partner_open_idx ON orders (created_at) WHERE partner_slug IS NOT NULL AND status IN ('new', 'in-progress');
