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

/** The messages the account sent while logged in, oldest first. */
export async function listContactMessages(q: Query, userId: string): Promise<ContactMessageRow[]> {
  const rows = await q.query(
    'SELECT name, email, msg, created_at FROM contact_messages WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => ContactMessageRow.parse(r));
}
