-- Notification templates an admin adds to the built-in ones, and the built-in ones an admin has
-- switched off. Built-in templates live in the code (they ship with the product); only the fact
-- that one is switched off is stored, so a new release can improve a built-in pattern in place.

CREATE TABLE notification_templates (
  id uuid PRIMARY KEY,
  bank text NOT NULL CHECK (bank ~ '^[a-z0-9]{2,40}$'),
  -- SMS sender ids and Android packages of that bank; the service checks them against the whitelist.
  sources text[] NOT NULL CHECK (cardinality(sources) BETWEEN 1 AND 20),
  kind text NOT NULL CHECK (kind IN ('incoming', 'outgoing', 'ignore', 'blocked')),
  pattern text NOT NULL CHECK (length(pattern) BETWEEN 1 AND 1000),
  enabled boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_templates_bank_idx ON notification_templates (bank, created_at);

CREATE TABLE disabled_builtin_templates (
  template_id text PRIMARY KEY CHECK (length(template_id) BETWEEN 1 AND 200),
  disabled_by uuid REFERENCES users (id),
  disabled_at timestamptz NOT NULL DEFAULT now()
);
