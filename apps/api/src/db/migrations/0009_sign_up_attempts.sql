-- Each sign-up with an address or number whose account nobody has verified keeps its own password
-- (decision 110). Signing up again used to replace the account's password, so the owner who then
-- followed the newest link confirmed a password someone else had chosen. Verifying now takes the
-- password the person types with the link or code, if it is one of these, and ends the others.
CREATE TABLE sign_up_attempts (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_up_attempts_user ON sign_up_attempts (user_id);

-- An account waiting to be verified has had one sign-up so far: its own.
INSERT INTO sign_up_attempts (user_id, password_hash, created_at)
SELECT id, password_hash, created_at FROM users WHERE verified_at IS NULL;
