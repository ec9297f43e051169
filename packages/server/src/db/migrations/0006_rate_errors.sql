-- A market source that has never answered still records its last error: its rate may be absent.
ALTER TABLE currency_rates ALTER COLUMN rate DROP NOT NULL;
ALTER TABLE currency_rates ALTER COLUMN fetched_at DROP NOT NULL;
