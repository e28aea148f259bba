-- Issue 15: the server's own identity checks.
-- What the verifier read from each capture: the MRZ lines it read from the photo, the faces it found (their
-- descriptors are biometric data: kept only as long as the capture and its image, see the README "Retention"),
-- anti-spoofing and liveness scores, the head turn.
ALTER TABLE document_captures ADD COLUMN analysis jsonb;
-- For a liveness frame (side 'LIVENESS'): the action the user was asked for, 'LEFT', 'RIGHT' or 'STRAIGHT'.
ALTER TABLE document_captures ADD COLUMN action text;
-- The steps the journey was opened with (a JSON array of flow states): the verdict needs every one of them.
ALTER TABLE scan_journeys ADD COLUMN steps jsonb;
-- The verdict's checks and scores at the journey's end ({ AdditionalChecks, Scores }), and why it ended early.
ALTER TABLE scan_journeys ADD COLUMN outcome jsonb;
ALTER TABLE scan_journeys ADD COLUMN cancel_reason text;
