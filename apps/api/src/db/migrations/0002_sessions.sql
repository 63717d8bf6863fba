-- Logins get a row of their own (decision 010, 2026-11-22). A login was only a family of refresh
-- tokens, which an access token knew nothing about, so logging out or revoking a family after a
-- stolen refresh token was detected left that login's access tokens working for up to 15 minutes.
-- Now each access token names its login (`sid`), and the per-request check reads this row.

CREATE TABLE sessions (
  -- The family id of the login's refresh tokens.
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The login's absolute end, however often it is refreshed.
  expires_at timestamptz NOT NULL,
  -- Set by logout, by a spent refresh token presented again, and by "sign out on all devices".
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Every existing token family becomes a login, with its start, its end and, when any of its tokens
-- was revoked (families are only ever revoked whole), its revocation.
INSERT INTO sessions (id, user_id, created_at, expires_at, revoked_at)
SELECT family_id, user_id, min(created_at), max(family_expires_at), max(revoked_at)
  FROM refresh_tokens
 GROUP BY family_id, user_id;

-- The login's end and revocation now live on its row only.
ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_session FOREIGN KEY (family_id) REFERENCES sessions (id) ON DELETE CASCADE;
ALTER TABLE refresh_tokens DROP COLUMN family_expires_at;
ALTER TABLE refresh_tokens DROP COLUMN revoked_at;
