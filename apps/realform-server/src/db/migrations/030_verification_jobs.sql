-- The verification jobs of the embedded database (issue 20 item 4; README "Verification workers"): the checks of an
-- uploaded document or capture run as a job taken by a worker, so a crash loses none — at the next start the jobs a
-- dead process held are queued again. With DATABASE_URL the jobs go through pg-boss (its own schema) instead and this
-- table stays empty. A row lives from the upload until its result is read (then deleted); `output` holds what the
-- analysers read from the photo (personal data), so a row nobody read is deleted after 15 minutes.
CREATE TABLE verification_jobs (
  id uuid PRIMARY KEY,
  -- The task: stored name, endpoint, side, liveness action, the request's clock. No client text.
  data jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('queued', 'active', 'completed', 'failed')),
  attempts integer NOT NULL,
  max_attempts integer NOT NULL,
  run_after timestamptz NOT NULL,
  started_at timestamptz,
  -- An active job past this is given up (its worker died or hangs) and taken again.
  expires_at timestamptz,
  output jsonb,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);

CREATE INDEX verification_jobs_due_idx ON verification_jobs (state, created_at);
