-- One-time codes, the shared rate limiter, the local outbox and the client-zone hand-over (docs/security.md#one-time-codes).
-- Everything that limits or verifies lives here, not in memory: several instances share it.

-- One-time codes sent by SMS or e-mail. The code itself is never stored: only HMAC-SHA-256 keyed with a
-- random per-code salt. The newest unconsumed code of an application and purpose is the one that counts.
CREATE TABLE verification_codes (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- desktopSms (the flow spec desktopSms), mobileSms (the hand-off phone), email (the flow spec confirmEmail)
  purpose text NOT NULL CHECK (purpose IN ('desktopSms', 'mobileSms', 'email')),
  -- Where the code went: E.164 phone or normalised e-mail; stored on success as the verified contact.
  recipient text NOT NULL,
  -- The phone as entered: { prefix, number, country }; '{}' for e-mail.
  recipient_details jsonb NOT NULL DEFAULT '{}'::jsonb,
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  -- Tries so far, wrong or right; at most CODE_MAX_ATTEMPTS.
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the code was used, or replaced by a newer one: either way it no longer verifies.
  consumed_at timestamptz
);

CREATE INDEX verification_codes_current_idx ON verification_codes (application_id, purpose, created_at DESC);

-- The generic limiter's events (src/security/rateLimiter.ts): one row per counted event, subjects hashed.
CREATE TABLE rate_limit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  subject_hash text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_events_lookup_idx ON rate_limit_events (bucket, subject_hash, created_at);
CREATE INDEX rate_limit_events_created_at_idx ON rate_limit_events (created_at);

-- The local delivery providers' mailbox: what would have gone out by SMS or e-mail. Development only; the
-- dev outbox endpoint reads it. Production providers (SMTP, an SMS gateway) write nothing here.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  -- What the message is for (e.g. 'code'); the log shows this and the id, never the recipient or the text.
  kind text NOT NULL,
  subject text,
  body text NOT NULL,
  -- The one-time code the message carries, for development tools.
  code text,
  created_at timestamptz NOT NULL
);

CREATE INDEX outbox_recipient_idx ON outbox (channel, recipient, id DESC);

-- Client numbers handed out by account-open (docs/spec/flow/entities.md#server-response-fields info 'Client Id').
CREATE SEQUENCE client_numbers START WITH 10000001;

-- One-time client-zone tokens (docs/spec/flow/entities.md#client-zone clientZoneToken): 256 random bits, stored as SHA-256. `sealed` is the
-- token encrypted with a key derived from the session token that asked for it (which is not stored either),
-- so the same session may be answered the same token again while it is unused.
CREATE TABLE client_zone_tokens (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  sealed text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set by the auto-login that used it, or when a newer token replaced it.
  used_at timestamptz
);

CREATE INDEX client_zone_tokens_application_idx ON client_zone_tokens (application_id, created_at DESC);

-- Each accepted auto-login (docs/spec/flow/calls.md#client-zone-auto-login /api/autoLogin).
CREATE TABLE client_zone_logins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  token_id uuid NOT NULL,
  url_params text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
