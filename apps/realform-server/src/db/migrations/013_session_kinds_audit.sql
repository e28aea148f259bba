-- Issue 14 (ASVS 5.0 L2), findings 1, 6 and 13: session kinds, the client-zone hand-over once, the audit log.

-- What a session may do, stored when it is created (never inferred from other tables): 'applicant' (the
-- applicant's own device, anonymous until sign-up or login) or 'handoff' (a phone that confirmed the desktop's
-- hand-off link: document capture only, for its hand-off's application only, short-lived).
ALTER TABLE sessions ADD COLUMN kind text NOT NULL DEFAULT 'applicant' CHECK (kind IN ('applicant', 'handoff'));
-- Phones holding a hand-off session today become hand-off sessions (a phone that took the application over stays
-- the applicant's device).
UPDATE sessions SET kind = 'handoff'
 WHERE id IN (SELECT phone_session_id FROM handoffs WHERE phone_session_id IS NOT NULL AND NOT continued_on_phone);

-- Security events (sign-ins, lockouts, code lockouts, hand-off claims, client-zone hand-overs…): pseudonymous
-- subjects (HMAC-SHA-256 under the audit key, never an application id, e-mail, phone or IP in clear).
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL,
  event text NOT NULL,
  outcome text NOT NULL,
  -- HMAC of the application id; null when no application is known (e.g. a failed login for an unknown address).
  subject text,
  -- HMAC of the normalised e-mail address or of the client IP, for correlating attempts without keeping either.
  email_subject text,
  ip_subject text,
  -- Small, fixed-vocabulary details (reasons, counts, channels): never personal data.
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX audit_events_created_at_idx ON audit_events (created_at);
CREATE INDEX audit_events_subject_idx ON audit_events (subject, created_at);

-- Server-generated secrets that must survive restarts and be shared by instances (the audit pseudonym key when
-- AUDIT_KEY is not configured).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
