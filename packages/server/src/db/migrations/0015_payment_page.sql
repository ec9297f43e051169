-- Receipts the customer attaches on the payment page: the bytes live in a private directory
-- (RECEIPTS_DIR), never under the web root; the row says what they are and where.
CREATE TABLE order_receipts (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  uploaded_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_receipts_order_idx ON order_receipts (order_id, created_at);
