-- Durable background jobs: one row per job, claimed with a lease so that any number of server
-- processes run side by side and each due job runs once; a process that dies mid-job leaves
-- its lease to run out, and the job runs again.
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  -- One row per recurring job (its kind), or per one-off job that must not be queued twice.
  key text NOT NULL UNIQUE,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('due', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  locked_by text,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  last_run_at timestamptz,
  last_duration_ms integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status IN ('due', 'running');
