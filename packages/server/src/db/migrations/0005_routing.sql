-- Routing configuration: flows and executors, currency rates, partner systems, requisites, restrictions.

CREATE TABLE partner_systems (
  slug text PRIMARY KEY,
  title text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  adapter text NOT NULL,
  payment_method text NOT NULL,
  fiat_currencies text[] NOT NULL DEFAULT '{}',
  payment_options jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Partner systems hold ledger accounts too: their balance comes from the ledger.
ALTER TABLE ledger_accounts ADD COLUMN partner_slug text REFERENCES partner_systems (slug);
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_holder CHECK (
  (owner_id IS NULL AND partner_slug IS NULL) = (part IN ('world', 'revenue')) AND NOT (owner_id IS NOT NULL AND partner_slug IS NOT NULL)
);
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner_id_currency_part_shard_key;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_identity UNIQUE NULLS NOT DISTINCT (owner_id, partner_slug, currency, part, shard);
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_user_balance_not_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_user_balance_not_negative CHECK ((owner_id IS NULL AND partner_slug IS NULL) OR balance >= 0);

CREATE TABLE flows (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  fiat_currency text NOT NULL REFERENCES currencies (code),
  crypto_currency text NOT NULL REFERENCES currencies (code),
  is_active boolean NOT NULL DEFAULT false,
  currency_rate_source text NOT NULL,
  manual_rate numeric(24, 8) CHECK (manual_rate IS NULL OR manual_rate > 0),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Deleting a flow keeps it, and everything that referenced it, for history.
  deleted_at timestamptz
);
CREATE INDEX flows_live_idx ON flows (created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE flow_merchants (
  flow_id uuid NOT NULL REFERENCES flows (id),
  merchant_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flow_id, merchant_id)
);
CREATE INDEX flow_merchants_merchant_idx ON flow_merchants (merchant_id);

CREATE TABLE flow_executors (
  id uuid PRIMARY KEY,
  flow_id uuid NOT NULL REFERENCES flows (id),
  trader_id uuid REFERENCES users (id),
  partner_slug text REFERENCES partner_systems (slug),
  priority smallint NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 10),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((trader_id IS NULL) <> (partner_slug IS NULL))
);
CREATE UNIQUE INDEX flow_executors_trader_key ON flow_executors (flow_id, trader_id) WHERE trader_id IS NOT NULL;
CREATE UNIQUE INDEX flow_executors_partner_key ON flow_executors (flow_id, partner_slug) WHERE partner_slug IS NOT NULL;
CREATE INDEX flow_executors_trader_idx ON flow_executors (trader_id);

CREATE TABLE flow_executor_fees (
  id uuid PRIMARY KEY,
  executor_id uuid NOT NULL REFERENCES flow_executors (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('pay_in', 'pay_out')),
  min_amount numeric(30, 6) NOT NULL DEFAULT 0 CHECK (min_amount >= 0),
  max_amount numeric(30, 6) CHECK (max_amount IS NULL OR max_amount >= min_amount),
  percentage numeric(5, 2) NOT NULL CHECK (percentage BETWEEN 0 AND 100)
);
CREATE INDEX flow_executor_fees_executor_idx ON flow_executor_fees (executor_id, direction, min_amount);

CREATE TABLE currency_rates (
  fiat_currency text NOT NULL REFERENCES currencies (code),
  crypto_currency text NOT NULL REFERENCES currencies (code),
  source text NOT NULL,
  rate numeric(24, 8) NOT NULL CHECK (rate > 0),
  fetched_at timestamptz NOT NULL,
  last_error text,
  last_error_at timestamptz,
  PRIMARY KEY (fiat_currency, crypto_currency, source)
);

CREATE TABLE payment_types (
  slug text PRIMARY KEY,
  name_en text NOT NULL,
  name_ru text NOT NULL,
  icon text NOT NULL,
  currencies text[] NOT NULL,
  position smallint NOT NULL DEFAULT 0
);

CREATE TABLE payment_options (
  slug text PRIMARY KEY,
  payment_type text NOT NULL REFERENCES payment_types (slug),
  bank text NOT NULL,
  name_en text NOT NULL,
  name_ru text NOT NULL,
  -- [{ "name": "card_number", "title_en": "...", "title_ru": "...", "rules": ["required", "digits:16", "luhn"] }]
  fields jsonb NOT NULL,
  position smallint NOT NULL DEFAULT 0
);

CREATE TABLE requisites (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  currency text NOT NULL REFERENCES currencies (code),
  payment_type text NOT NULL REFERENCES payment_types (slug),
  payment_option text NOT NULL REFERENCES payment_options (slug),
  attributes jsonb NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX requisites_user_idx ON requisites (user_id, created_at DESC);

-- Restrictions, per requisite or per trader in a flow. `values` maps each field of the type to text or null.
CREATE TABLE requisite_restrictions (
  requisite_id uuid NOT NULL REFERENCES requisites (id) ON DELETE CASCADE,
  type text NOT NULL,
  "values" jsonb NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (requisite_id, type)
);

CREATE TABLE trader_restrictions (
  id uuid PRIMARY KEY,
  flow_id uuid NOT NULL REFERENCES flows (id),
  trader_id uuid NOT NULL REFERENCES users (id),
  type text NOT NULL,
  "values" jsonb NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  UNIQUE (flow_id, trader_id, type)
);

INSERT INTO partner_systems (slug, title, adapter, payment_method, fiat_currencies, payment_options) VALUES
  ('sandbox', 'Sandbox PS', 'sandbox', 'card', '{RUB}', '[{"slug": "card", "title": "Bank card"}, {"slug": "sbp", "title": "SBP"}]');

INSERT INTO payment_types (slug, name_en, name_ru, icon, currencies, position) VALUES
  ('card', 'Bank card', 'Банковская карта', 'card', '{RUB}', 1),
  ('sbp', 'SBP phone transfer', 'Перевод по СБП', 'phone', '{RUB}', 2),
  ('account', 'Bank account', 'Банковский счёт', 'bank', '{RUB}', 3);

INSERT INTO payment_options (slug, payment_type, bank, name_en, name_ru, fields, position)
SELECT bank.slug || '_' || kind.slug, kind.slug, bank.slug,
       bank.name_en || ' — ' || kind.suffix_en, bank.name_ru || ' — ' || kind.suffix_ru, kind.fields, bank.position * 10 + kind.position
  FROM (VALUES ('sberbank', 'Sberbank', 'Сбербанк', 1), ('tbank', 'T-Bank', 'Т-Банк', 2), ('alfabank', 'Alfa-Bank', 'Альфа-Банк', 3),
               ('vtb', 'VTB', 'ВТБ', 4), ('raiffeisen', 'Raiffeisenbank', 'Райффайзенбанк', 5), ('ozon', 'Ozon Bank', 'Озон Банк', 6))
       AS bank (slug, name_en, name_ru, position)
 CROSS JOIN (VALUES
   ('card', 'card', 'карта', 1, '[{"name": "card_number", "title_en": "Card number", "title_ru": "Номер карты", "rules": ["required", "string", "digits:16", "luhn"]}, {"name": "holder", "title_en": "Card holder", "title_ru": "Держатель карты", "rules": ["required", "string", "min:2", "max:100"]}]'::jsonb),
   ('sbp', 'SBP', 'СБП', 2, '[{"name": "phone", "title_en": "Phone", "title_ru": "Телефон", "rules": ["required", "string", "regex:^\\d{10,15}$"]}, {"name": "holder", "title_en": "Recipient", "title_ru": "Получатель", "rules": ["required", "string", "min:2", "max:100"]}]'::jsonb),
   ('account', 'account', 'счёт', 3, '[{"name": "account_number", "title_en": "Account number", "title_ru": "Номер счёта", "rules": ["required", "string", "digits:20"]}, {"name": "correspondent_account", "title_en": "Correspondent account", "title_ru": "Корреспондентский счёт", "rules": ["required", "string", "digits:20"]}, {"name": "bik", "title_en": "BIC", "title_ru": "БИК", "rules": ["required", "string", "digits:9"]}, {"name": "holder", "title_en": "Recipient", "title_ru": "Получатель", "rules": ["required", "string", "min:2", "max:100"]}]'::jsonb)
 ) AS kind (slug, suffix_en, suffix_ru, position, fields);
