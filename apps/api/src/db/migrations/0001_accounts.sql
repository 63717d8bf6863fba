-- Accounts, sessions, one-time tokens, profiles with recorded consent, contact messages and the
-- outbox for mail and SMS. Every row that is about a person goes when their account goes
-- (ON DELETE CASCADE), so deleting an account deletes all of its personal data.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text UNIQUE,
  phone text UNIQUE,
  password_hash text NOT NULL,
  -- Part of every access token; raising it ends every session of the account at once.
  session_version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR phone IS NOT NULL)
);

-- Refresh tokens rotate: each works once. A family is one login; reusing a spent token revokes it.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  family_expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- Links sent by e-mail ('reset', 'set') and codes sent by SMS ('phone_code'); stored hashed.
CREATE TABLE one_time_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'set', 'phone_code')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX one_time_tokens_hash ON one_time_tokens (token_hash);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

-- Profile details exist only while the person consents to their storage.
CREATE TABLE profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  age_range text NOT NULL,
  sex text NOT NULL,
  body_type text NOT NULL,
  consent_given_at timestamptz NOT NULL,
  consent_notice_version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE consent_events (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('given', 'withdrawn')),
  notice_version text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_events_user ON consent_events (user_id);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  msg text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_user ON contact_messages (user_id);

-- Mail and SMS wait here until a provider accepts them; rows are retried with backoff, never dropped.
-- The body (which may hold a link or a code) is blanked once the message is delivered.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  delivered_via text,
  last_error text
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
