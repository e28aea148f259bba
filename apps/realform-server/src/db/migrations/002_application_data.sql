-- What each step stored (personal data, address, tax residences, choices…), merged step by step (DESIGN §4).
ALTER TABLE applications ADD COLUMN data jsonb NOT NULL DEFAULT '{}'::jsonb;
