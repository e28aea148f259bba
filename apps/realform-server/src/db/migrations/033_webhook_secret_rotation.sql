-- Webhook signing secret rotation (`api-key rotate-webhook-secret`): a key gets a new webhook secret while the one it
-- replaces still signs every webhook too (a second `v1=` in Idscan-Signature) until previous_webhook_secret_expires_at,
-- so the team's server moves to the new secret without refusing a webhook in between. The replaced secret is kept in
-- the clear as the current one is (an HMAC key must be), only for its grace period: the purge clears it after.
ALTER TABLE api_keys ADD COLUMN previous_webhook_secret text;
ALTER TABLE api_keys ADD COLUMN previous_webhook_secret_expires_at timestamptz;
ALTER TABLE api_keys ADD COLUMN webhook_secret_rotated_at timestamptz;
