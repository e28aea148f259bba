-- What each step stored (personal data, address, tax residences, choices…), merged step by step (docs/architecture.md#the-server).
ALTER TABLE applications ADD COLUMN data jsonb NOT NULL DEFAULT '{}'::jsonb;
