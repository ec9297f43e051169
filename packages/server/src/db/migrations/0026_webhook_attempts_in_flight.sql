-- An attempt is written before its request is sent and completed after: one in flight when its
-- process dies stays in the log, and the next attempt marks it interrupted and counts it.
ALTER TABLE webhook_attempts ALTER COLUMN duration_ms DROP NOT NULL;
ALTER TABLE webhook_attempts ADD COLUMN finished_at timestamptz;
UPDATE webhook_attempts SET finished_at = started_at + make_interval(secs => duration_ms / 1000.0);
