-- The documents area: the desktop-to-phone hand-off, scan journeys with their tokens and captures, and the
-- stored reports (notify-journey, scan status reports, gbg-stats, the analytics log).

CREATE TABLE handoffs (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- SHA-256 of the 256-bit hand-off token carried by the QR code or SMS link; the token is never stored.
  token_hash text NOT NULL UNIQUE,
  channel text NOT NULL CHECK (channel IN ('qr', 'sms')),
  -- issued → scanned (bound to one phone) → completed (the phone is done) → closed (a new round began);
  -- issued → superseded (a newer link of the same channel); issued | scanned → aborted (the desktop went on).
  state text NOT NULL CHECK (state IN ('issued', 'scanned', 'completed', 'closed', 'superseded', 'aborted')),
  -- SHA-256 of the phone's own random device id, when it sent one: the same phone may confirm again.
  device_hash text,
  -- The session the phone got for this application; deleted when the hand-off is aborted or closed.
  phone_session_id uuid REFERENCES sessions (id) ON DELETE SET NULL,
  -- The phone's own step (docs/spec/flow/screens.md mobile steps); the application's current_step stays the desktop's.
  phone_step text,
  skipped_upload boolean NOT NULL DEFAULT false,
  continued_on_phone boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  scanned_at timestamptz,
  completed_at timestamptz
);

CREATE INDEX handoffs_application_idx ON handoffs (application_id, created_at);
CREATE INDEX handoffs_phone_session_idx ON handoffs (phone_session_id);

CREATE TABLE scan_journeys (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  -- Set when the journey ran on a phone of this hand-off.
  handoff_id uuid REFERENCES handoffs (id) ON DELETE SET NULL,
  -- 'scan': the widget's captures; 'upload': manual document uploads.
  kind text NOT NULL CHECK (kind IN ('scan', 'upload')),
  device text NOT NULL CHECK (device IN ('desktop', 'mobile')),
  -- docs/spec/flow/entities.md#document-type document type (first form) when the applicant chose one: '1' passport, '2' ID card, '11' other.
  document_type text,
  -- docs/spec/widget/entities.md#journey journey states.
  state text NOT NULL CHECK (state IN ('started', 'in_progress', 'ended')),
  -- docs/spec/widget/states.md#high-level-results high-level result, computed by the local verifier when the journey ends.
  high_level_result text,
  -- The last journeyStatus notify-journey reported (lower case).
  last_status text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  ended_at timestamptz
);

CREATE INDEX scan_journeys_application_idx ON scan_journeys (application_id, created_at);
CREATE INDEX scan_journeys_handoff_idx ON scan_journeys (handoff_id);

CREATE TABLE scan_tokens (
  -- SHA-256 of the 256-bit scan token (gbgToken).
  token_hash text PRIMARY KEY,
  journey_id uuid NOT NULL REFERENCES scan_journeys (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX scan_tokens_expires_idx ON scan_tokens (expires_at);

CREATE TABLE document_captures (
  id uuid PRIMARY KEY,
  journey_id uuid NOT NULL REFERENCES scan_journeys (id) ON DELETE CASCADE,
  -- 'IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE', 'ADDRESS', 'COVID'.
  side text NOT NULL,
  -- A generated name under the storage directory; never anything the client sent.
  storage_name text NOT NULL,
  -- Judged from the content (magic bytes): jpeg, png, gif, heic, heif, avif, pdf.
  format text NOT NULL,
  size_bytes integer NOT NULL,
  width integer,
  height integer,
  -- The machine-readable zone the capture came with, as sent (personal data, like the image).
  mrz text,
  -- The verifier's checks: { resolution, sharpness, blank, mrz: passed|failed|undetermined|not needed, … }.
  checks jsonb NOT NULL,
  -- 'Passed' or 'Failed' for this capture alone.
  result text NOT NULL CHECK (result IN ('Passed', 'Failed')),
  created_at timestamptz NOT NULL
);

CREATE INDEX document_captures_journey_idx ON document_captures (journey_id, created_at);

CREATE TABLE document_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'notify', 'status1', 'status2', 'timeout', 'gbgStats', 'analytics'.
  kind text NOT NULL,
  application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
  session_id uuid,
  journey_id uuid,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX document_events_application_idx ON document_events (application_id, kind, created_at);
CREATE INDEX document_events_session_idx ON document_events (session_id, created_at);
