-- A document upload sent with an Idempotency-Key stores its capture under the key's row id (issue 20 item 3, found by
-- the SIGKILL test): when the instance that ran the first try died after storing the capture but before keeping its
-- answer, the retry that takes the key over runs the upload again — and replaces that capture instead of adding a
-- second one. One capture per key at most.
ALTER TABLE document_captures ADD COLUMN idempotency_id text;
CREATE UNIQUE INDEX document_captures_idempotency_id ON document_captures (idempotency_id) WHERE idempotency_id IS NOT NULL;
