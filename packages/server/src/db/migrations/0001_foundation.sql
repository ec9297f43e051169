-- Foundation: people, sessions, security, settings, currencies, audit.

CREATE TABLE system_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 64),
  email text,
  password_hash text,
  type text NOT NULL CHECK (type IN ('admin', 'merchant', 'partner', 'agent', 'trader')),
  roles text[] NOT NULL DEFAULT '{}',
  comment text,
  is_active boolean NOT NULL DEFAULT true,
  is_blocked boolean NOT NULL DEFAULT false,
  manual_withdrawal boolean NOT NULL DEFAULT false,
  invite_code text NOT NULL UNIQUE,
  api_key text NOT NULL UNIQUE,
  secret_key text,
  notification_key text,
  notification_url text,
  -- Two-factor secrets are stored encrypted (AES-256-GCM with a key derived from the app secret).
  two_factor_secret text,
  two_factor_pending_secret text,
  two_factor_enabled boolean NOT NULL DEFAULT false,
  -- Last TOTP time step accepted, so that a code is accepted once.
  totp_last_step bigint,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_type_idx ON users (type, created_at DESC);

CREATE TABLE trader_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  withdraw_open boolean NOT NULL DEFAULT false,
  deposit_open boolean NOT NULL DEFAULT false,
  insurance_paid boolean NOT NULL DEFAULT false,
  insurance_payment_amount numeric(30, 6),
  insurance_payment_currency text
);

CREATE TABLE user_fees (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('pay_in', 'pay_out')),
  min_amount numeric(30, 6) NOT NULL DEFAULT 0 CHECK (min_amount >= 0),
  max_amount numeric(30, 6) CHECK (max_amount IS NULL OR max_amount >= min_amount),
  percentage numeric(7, 2) NOT NULL CHECK (percentage >= 0 AND percentage <= 100)
);
CREATE INDEX user_fees_user_idx ON user_fees (user_id, direction, min_amount);

CREATE TABLE sessions (
  -- SHA-256 of the cookie's value: a stolen table grants no session.
  id_hash text PRIMARY KEY,
  ws_token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_failures (
  id uuid PRIMARY KEY,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (key, created_at);

CREATE TABLE password_setup_tokens (
  code_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_webhook_settings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  slug text NOT NULL,
  is_disabled boolean NOT NULL,
  PRIMARY KEY (user_id, slug)
);

CREATE TABLE currencies (
  code text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('fiat', 'crypto')),
  scale smallint NOT NULL CHECK (scale BETWEEN 0 AND 18),
  ratio_fraction smallint NOT NULL CHECK (ratio_fraction BETWEEN 0 AND 18),
  is_active boolean NOT NULL DEFAULT true,
  position smallint NOT NULL DEFAULT 0
);
INSERT INTO currencies (code, name, type, scale, ratio_fraction, position) VALUES
  ('RUB', 'Russian ruble', 'fiat', 2, 2, 1),
  ('KZT', 'Kazakhstani tenge', 'fiat', 2, 2, 2),
  ('UZS', 'Uzbekistani som', 'fiat', 2, 2, 3),
  ('USDT', 'Tether USD', 'crypto', 6, 2, 1);

CREATE TABLE audit_log (
  id uuid PRIMARY KEY,
  actor_id uuid REFERENCES users (id),
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, created_at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);
