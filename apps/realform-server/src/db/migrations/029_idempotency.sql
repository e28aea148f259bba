-- Idempotency keys of the creating calls (issue 20 item 3; README "Cluster"): new-account and the document uploads
-- honour an `Idempotency-Key` header, so a retry — the load balancer passing a request on to the other instance when
-- the first died with it, or the client sending it again — gets the first answer instead of a second account
-- attempt or a second capture. One row per (call, key): `pending` while the first request runs (`locked_until`: a
-- request whose instance died frees its key then), `done` with the answer. `id` is SHA-256 of the call and the key
-- (the key itself is never stored); the answer is sealed with AES-256-GCM under a key derived from the client's key,
-- so the database alone cannot read the session token a stored new-account answer carries. Kept a day
-- (src/http/idempotency.ts deletes older rows).
CREATE TABLE idempotency_keys (
  id text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('pending', 'done')),
  locked_until timestamptz NOT NULL,
  status integer,
  content_type text,
  sealed bytea,
  created_at timestamptz NOT NULL
);

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
