-- A merchant's webhook settings belong to the webhooks module: where its webhooks go and the key
-- that signs them leave the users table for a table of their own, beside the event types the
-- merchant turned off. A key written before keys were kept sealed stays marked so, and is sealed
-- at the next start as before.
CREATE TABLE webhook_settings (
  merchant_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  url text,
  signing_key text,
  signing_key_sealed boolean NOT NULL DEFAULT true
);

INSERT INTO webhook_settings (merchant_id, url, signing_key, signing_key_sealed)
SELECT id, notification_url, notification_key, secrets_sealed OR notification_key IS NULL
  FROM users WHERE notification_url IS NOT NULL OR notification_key IS NOT NULL;

ALTER TABLE users DROP COLUMN notification_url, DROP COLUMN notification_key;

ALTER TABLE user_webhook_settings RENAME TO webhook_event_settings;
