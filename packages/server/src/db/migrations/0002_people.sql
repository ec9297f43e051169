-- People: profiles, referral structure, presence.

ALTER TABLE users ADD COLUMN block_comment text;

DROP INDEX users_type_idx;
CREATE INDEX users_type_created_idx ON users (type, created_at DESC, id DESC);
CREATE INDEX users_type_username_idx ON users (type, lower(username));

CREATE TABLE merchant_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  pay_in_percentage numeric(5, 2) NOT NULL DEFAULT 0 CHECK (pay_in_percentage BETWEEN 0 AND 100),
  pay_out_percentage numeric(5, 2) NOT NULL DEFAULT 0 CHECK (pay_out_percentage BETWEEN 0 AND 100)
);

CREATE TABLE trader_teamleads (
  trader_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  teamlead_id uuid NOT NULL REFERENCES users (id),
  is_main boolean NOT NULL DEFAULT false,
  pay_in_percentage numeric(5, 2) NOT NULL CHECK (pay_in_percentage BETWEEN 0 AND 100),
  pay_out_percentage numeric(5, 2) NOT NULL CHECK (pay_out_percentage BETWEEN 0 AND 100),
  PRIMARY KEY (trader_id, teamlead_id),
  CHECK (trader_id <> teamlead_id)
);
CREATE UNIQUE INDEX trader_teamleads_one_main ON trader_teamleads (trader_id) WHERE is_main;
CREATE INDEX trader_teamleads_teamlead_idx ON trader_teamleads (teamlead_id);

CREATE TABLE merchant_referrals (
  merchant_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referrer_id uuid NOT NULL REFERENCES users (id),
  pay_in_percentage numeric(5, 2) NOT NULL CHECK (pay_in_percentage BETWEEN 0 AND 100),
  pay_out_percentage numeric(5, 2) NOT NULL CHECK (pay_out_percentage BETWEEN 0 AND 100),
  PRIMARY KEY (merchant_id, referrer_id),
  CHECK (merchant_id <> referrer_id)
);
CREATE INDEX merchant_referrals_referrer_idx ON merchant_referrals (referrer_id);

-- Presence: each server process (node) counts its live websockets per user and beats a heart;
-- a user is online when a node with a recent heartbeat holds one of their sockets.
CREATE TABLE server_nodes (
  id text PRIMARY KEY,
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE ws_presence (
  node_id text NOT NULL REFERENCES server_nodes (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  connections integer NOT NULL CHECK (connections > 0),
  PRIMARY KEY (node_id, user_id)
);
CREATE INDEX ws_presence_user_idx ON ws_presence (user_id);
