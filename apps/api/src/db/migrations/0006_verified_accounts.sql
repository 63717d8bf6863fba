-- Verifying a new address or number before the account works (decision 065). An account is
-- verified once its owner followed the link mailed to the address or typed the code texted to the
-- number; until then it cannot log in. Every account made before this change counts as verified
-- from the moment it was made.
ALTER TABLE users ADD COLUMN verified_at timestamptz;
UPDATE users SET verified_at = created_at;

-- The link mailed to verify an address ('verify') and the code texted to verify a number
-- ('verify_code') live beside the reset ones, with the same hashing, expiry and single use.
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('reset', 'set', 'phone_code', 'verify', 'verify_code'));
