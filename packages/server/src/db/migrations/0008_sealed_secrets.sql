-- The merchant's API secret and notification key are kept encrypted with the app secret, like
-- two-factor secrets. Encrypting needs that secret, so the server seals the existing values at
-- start; this flag says which rows it has done.
ALTER TABLE users ADD COLUMN secrets_sealed boolean NOT NULL DEFAULT false;
