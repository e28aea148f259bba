-- Issue 18 item 7: the registration box "I accept the terms of service and the privacy policy" was stored as
-- marketing_agreement (docs/spec/flow/entities.md#registration's field name). It is acceptance of the terms: stored with when it was given and which
-- documents it covered; marketing consent is a separate, optional answer in marketing_agreement.

ALTER TABLE applications ADD COLUMN terms_accepted_at timestamptz;
-- [{ "id": "TERMS", "url": "/brand-files/pl/documents/terms.pdf", "version"?: "2026-03", "sha256"?: "…" }, …]:
-- the terms of service and privacy policy the page linked, in the applicant's language.
ALTER TABLE applications ADD COLUMN terms_documents jsonb NOT NULL DEFAULT '[]'::jsonb;

-- Until now every application had the box ticked (the server refused it unticked) when it was created, and nobody
-- was ever asked about marketing: the old value is the acceptance of the terms, and marketing consent was not given.
UPDATE applications SET terms_accepted_at = created_at, marketing_agreement = false;

ALTER TABLE applications ALTER COLUMN terms_accepted_at SET NOT NULL;
