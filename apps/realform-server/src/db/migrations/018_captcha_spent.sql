-- The bot check's proof-of-work challenges already used (README "Bot check"): a solution is accepted once. A row is
-- written only for a challenge whose signature and solution verified, and kept until the challenge expires; the
-- retention purge deletes it then.
CREATE TABLE captcha_spent_challenges (
  signature text PRIMARY KEY,
  brand text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX captcha_spent_challenges_expires_at_idx ON captcha_spent_challenges (expires_at);
