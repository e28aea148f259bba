-- Issue 19 items 1 and 2: the scan API for other teams. API keys (created by the api-key CLI), the scan journeys
-- they open, and the signed webhooks that tell the team's server when such a journey ends.

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  -- The team's name, as given to `api-key create --name`; unique so `revoke --name` names one key.
  name text NOT NULL UNIQUE,
  -- SHA-256 of the 256-bit key (like session tokens); the key itself is shown once by the CLI and never stored.
  key_hash text NOT NULL UNIQUE,
  -- The key's first characters, for `api-key list` (not enough to use it).
  key_prefix text NOT NULL,
  -- The browser origins (scheme://host[:port]) the widget may call the scan backend from (CORS), one or more.
  origins text[] NOT NULL CHECK (cardinality(origins) > 0),
  -- The webhook signing secret (HMAC-SHA-256). Kept as is: the server needs it to sign; shown once at creation.
  webhook_secret text NOT NULL,
  -- The webhook URL of sessions that name none (`api-key create --webhook`).
  default_webhook_url text,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- A journey opened with an API key belongs to the key, not to an application.
ALTER TABLE scan_journeys ALTER COLUMN application_id DROP NOT NULL;
ALTER TABLE scan_journeys ADD COLUMN api_key_id uuid REFERENCES api_keys (id) ON DELETE CASCADE;
-- The team's own reference for the journey (its user or case id), echoed in the result and the webhook.
ALTER TABLE scan_journeys ADD COLUMN api_reference text;
-- Where the journey's end is announced.
ALTER TABLE scan_journeys ADD COLUMN webhook_url text;
ALTER TABLE scan_journeys ADD CONSTRAINT scan_journeys_owner_check CHECK (application_id IS NOT NULL OR api_key_id IS NOT NULL);
CREATE INDEX scan_journeys_api_key_idx ON scan_journeys (api_key_id, created_at) WHERE api_key_id IS NOT NULL;

-- The webhook outbox: one row per journey end, retried with back-off until a 2xx answer or the last attempt. The
-- worker claims due rows (`locked_until`) so several instances never send the same attempt twice.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  journey_id uuid NOT NULL REFERENCES scan_journeys (id) ON DELETE CASCADE,
  api_key_id uuid NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  event text NOT NULL,
  url text NOT NULL,
  -- The exact JSON body sent (and signed) on every attempt: no personal data, the journey's id and result only.
  payload text NOT NULL,
  -- pending → delivered (a 2xx answer) | failed (no 2xx after the last attempt).
  state text NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until timestamptz,
  -- The last attempt's HTTP status (null: no answer) and a short fixed-vocabulary reason.
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  UNIQUE (journey_id, event)
);

CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_created_at_idx ON webhook_deliveries (created_at);
