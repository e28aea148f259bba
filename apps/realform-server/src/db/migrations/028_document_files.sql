-- Stored documents and captures in the database itself (issue 20: no state on the instance; README "Document
-- storage"): the default with DATABASE_URL, so every instance reads what any instance received. One row per file,
-- written in one statement, never updated; `name` is the generated `documents/{uuid}.{ext}` that
-- document_captures.storage_name holds. Deleted by the retention job with the capture that names it (or as an
-- orphan once older than the orphan period).
CREATE TABLE document_files (
  name text PRIMARY KEY,
  content bytea NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL
);

-- Images and PDFs are compressed already: stored out of line without another (pointless) compression pass.
ALTER TABLE document_files ALTER COLUMN content SET STORAGE EXTERNAL;

CREATE INDEX document_files_created_idx ON document_files (created_at);
