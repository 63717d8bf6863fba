import { z } from 'zod';
import type { Query } from '../client.ts';

/**
 * The passwords chosen by the sign-ups of an account that nobody has verified yet, one per sign-up
 * (decision 110): verifying keeps the one its verifier types, and ends the others.
 */

/** The newest sign-ups an account keeps; an older one goes (its person can sign up again). */
export const MAX_SIGN_UP_ATTEMPTS = 10;

/**
 * Records a sign-up's password for the account while it is unverified; false when it has been
 * verified meanwhile (then nothing is recorded). Keeps only the newest MAX_SIGN_UP_ATTEMPTS.
 */
export async function addSignUpAttempt(q: Query, userId: string, passwordHash: string): Promise<boolean> {
  const added = await q.query(
    `INSERT INTO sign_up_attempts (user_id, password_hash)
     SELECT id, $2 FROM users WHERE id = $1 AND verified_at IS NULL RETURNING id`,
    [userId, passwordHash],
  );
  if (added.length === 0) return false;
  await q.query(
    `DELETE FROM sign_up_attempts WHERE user_id = $1 AND id NOT IN
       (SELECT id FROM sign_up_attempts WHERE user_id = $1 ORDER BY id DESC LIMIT $2)`,
    [userId, MAX_SIGN_UP_ATTEMPTS],
  );
  return true;
}

const Hash = z.object({ password_hash: z.string() });

/** The password hashes of the account's sign-ups, newest first. */
export async function signUpPasswordHashes(q: Query, userId: string): Promise<string[]> {
  const rows = await q.query('SELECT password_hash FROM sign_up_attempts WHERE user_id = $1 ORDER BY id DESC', [
    userId,
  ]);
  return rows.map((r) => Hash.parse(r).password_hash);
}

/** Every sign-up of the account ends (it is verified, by a link, a code or a new password). */
export async function endSignUpAttempts(q: Query, userId: string): Promise<void> {
  await q.query('DELETE FROM sign_up_attempts WHERE user_id = $1', [userId]);
}
