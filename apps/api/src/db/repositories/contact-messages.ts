import { z } from 'zod';
import type { Query } from '../client.ts';

const IdRow = z.object({ id: z.coerce.string() });

/** Stores a message to the team (with its sender's account when logged in); answers its number. */
export async function insertContactMessage(
  q: Query,
  m: { userId: string | null; name: string; email: string; msg: string },
): Promise<string> {
  const [row] = await q.query(
    'INSERT INTO contact_messages (user_id, name, email, msg) VALUES ($1, $2, $3, $4) RETURNING id',
    [m.userId, m.name, m.email, m.msg],
  );
  return IdRow.parse(row).id;
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
