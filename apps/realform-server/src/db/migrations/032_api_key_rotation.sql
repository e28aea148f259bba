-- Key rotation (`api-key rotate`): a team's key gets a new secret while the one it replaces keeps working until
-- previous_key_expires_at, so the team deploys the new key without a moment of refused calls; the key's journeys, its
-- origins and its webhook stay as they are (the key's id does not change). Only the last replaced secret is kept.
ALTER TABLE api_keys ADD COLUMN previous_key_hash text UNIQUE;
ALTER TABLE api_keys ADD COLUMN previous_key_expires_at timestamptz;
ALTER TABLE api_keys ADD COLUMN rotated_at timestamptz;
