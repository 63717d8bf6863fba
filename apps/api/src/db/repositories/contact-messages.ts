import { z } from 'zod';
import type { Query } from '../client.ts';

const IdRow = z.object({ id: z.coerce.string() });

/**
 * Stores a message to the team (with its sender's account when logged in); answers its number, or
 * undefined when a message with the same `clientKey` is already stored (a repeat: nothing stored).
 */
export async function insertContactMessage(
  q: Query,
  m: { userId: string | null; name: string; email: string; msg: string; clientKey?: string | undefined },
): Promise<string | undefined> {
  const [row] = await q.query(
    `INSERT INTO contact_messages (user_id, name, email, msg, client_key) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_key) DO NOTHING RETURNING id`,
    [m.userId, m.name, m.email, m.msg, m.clientKey ?? null],
  );
  return row === undefined ? undefined : IdRow.parse(row).id;
}

/** Whether a message with this key is already stored. */
export async function hasContactMessage(q: Query, clientKey: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM contact_messages WHERE client_key = $1', [clientKey]);
  return rows.length > 0;
}

const ContactMessageRow = z.object({
  name: z.string(),
  email: z.string(),
  msg: z.string(),
  created_at: z.coerce.date(),
});
export type ContactMessageRow = z.infer<typeof ContactMessageRow>;

/**
 * The messages the account sent while logged in and, when it has an address, those sent with that
 * address by a visitor (before signing up, or logged out), oldest first.
 */
export async function listContactMessages(
  q: Query,
  userId: string,
  email: string | null,
): Promise<ContactMessageRow[]> {
  const rows = await q.query(
    `SELECT name, email, msg, created_at FROM contact_messages
      WHERE user_id = $1 OR ($2::text IS NOT NULL AND lower(email) = lower($2)) ORDER BY id`,
    [userId, email],
  );
  return rows.map((r) => ContactMessageRow.parse(r));
}

/**
 * Deletes the messages sent with this address, by a visitor or by any account (the account's own
 * go with it by ON DELETE CASCADE); the team's mail about each goes with it (migration 0007).
 */
export async function deleteContactMessagesFrom(q: Query, email: string): Promise<void> {
  await q.query('DELETE FROM contact_messages WHERE lower(email) = lower($1)', [email]);
}

/** Retention: messages go `days` after they came (the privacy notice says a year at most); answers how many went. */
export async function purgeOldContactMessages(q: Query, days: number): Promise<number> {
  const gone = await q.query(
    'DELETE FROM contact_messages WHERE created_at < now() - make_interval(days => $1) RETURNING id',
    [days],
  );
  return gone.length;
}
