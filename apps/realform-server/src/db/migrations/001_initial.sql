-- The walking skeleton: applications, the sessions bound to them, and failed sign-ins for the limiter.

CREATE TABLE applications (
  id uuid PRIMARY KEY,
  -- Trimmed and lower-cased by the server; unique, so one application per address.
  email text NOT NULL CHECK (email = lower(email)),
  -- scrypt, self-describing: $scrypt$ln=…,r=…,p=…$salt$hash
  password_hash text NOT NULL,
  residence_country char(2) NOT NULL,
  locale text NOT NULL,
  brand text NOT NULL CHECK (brand IN ('pl', 'eu')),
  -- The step machine's position (docs/spec/flow/states.md#step-order); new-login resumes here.
  current_step text NOT NULL,
  marketing_agreement boolean NOT NULL,
  -- Ad parameters and analytics ids sent with new-account (docs/spec/flow/calls.md#step-calls).
  tracking jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE UNIQUE INDEX applications_email_key ON applications (email);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  -- SHA-256 of the 256-bit token; the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- Absolute expiry; idle expiry is last_seen_at plus the configured idle time.
  expires_at timestamptz NOT NULL
);

CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE auth_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'email' or 'ip'
  scope text NOT NULL CHECK (scope IN ('email', 'ip')),
  -- SHA-256 of the normalised address or IP: the limiter needs equality, not the value.
  subject_hash text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX auth_failures_lookup_idx ON auth_failures (scope, subject_hash, created_at);
