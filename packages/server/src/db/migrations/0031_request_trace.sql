-- The request that queued a job or wrote a webhook event: their log lines carry its id.
ALTER TABLE jobs ADD COLUMN request_id text;
ALTER TABLE webhook_events ADD COLUMN request_id text;
