-- The retention purge (src/retention/retention.ts, issue 14 finding 10) looks rows up by age every hour: without
-- these, each run would read the whole of these tables.
CREATE INDEX applications_updated_at_idx ON applications (updated_at);
CREATE INDEX document_events_created_at_idx ON document_events (created_at);
CREATE INDEX client_zone_logins_created_at_idx ON client_zone_logins (created_at);
CREATE INDEX client_zone_logins_application_idx ON client_zone_logins (application_id);
CREATE INDEX handoffs_expires_at_idx ON handoffs (expires_at);
