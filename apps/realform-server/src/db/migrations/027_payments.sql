-- The first deposits started on the summary (issue 17, docs/spec/flow/calls.md#payment-callbacks payment callbacks; README "Payments"). One row per
-- attempt: created pending when the applicant picks a gateway, completed once when the gateway's signed return
-- arrives (paid or failed); a second return for the same attempt finds it completed and is refused. Deleted with
-- the application (retention).
CREATE TABLE payments (
  id text PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  gateway smallint NOT NULL,
  provider text NOT NULL,
  amount integer NOT NULL,
  currency char(3) NOT NULL,
  reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);

CREATE INDEX payments_application_idx ON payments (application_id, created_at);
