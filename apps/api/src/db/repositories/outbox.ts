import { z } from 'zod';
import type { Query } from '../client.ts';

/** Mail and SMS waiting for a provider (decision 011): rows are retried with backoff, never dropped. */

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /** The account the message is about; deleting the account deletes its messages. */
  userId?: string | undefined;
  /** The contact message the mail tells the team about; deleting the message deletes the mail. */
  contactMessageId?: string | undefined;
  /** Delete the row once delivered (the notice that an account was deleted: nobody it is about is left). */
  eraseWhenSent?: boolean;
}

export async function enqueueMessage(q: Query, m: OutgoingMessage): Promise<void> {
  await q.query(
    `INSERT INTO outbox (channel, recipient, subject, body, user_id, contact_message_id, erase_when_sent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      m.channel,
      m.recipient,
      m.subject ?? '',
      m.body,
      m.userId ?? null,
      m.contactMessageId ?? null,
      m.eraseWhenSent ?? false,
    ],
  );
}

/** Seconds to wait before try n+1: 5 s, 10 s, 20 s … capped at an hour. */
const RETRY_SQL = 'LEAST(3600, 5 * power(2, LEAST(attempts, 12)))';

const DueMessage = z.object({
  id: z.coerce.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type DueMessage = z.infer<typeof DueMessage>;

/**
 * Claims up to `limit` due messages by pushing their next try into the future, so a crash means a
 * retry, not a loss; SKIP LOCKED lets several instances share the work.
 */
export async function claimDueMessages(q: Query, limit = 20): Promise<DueMessage[]> {
  const rows = await q.query(
    `UPDATE outbox SET attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${RETRY_SQL})
      WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
                    ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, recipient, subject, body`,
    [limit],
  );
  return rows.map((r) => DueMessage.parse(r));
}

/**
 * The body may hold a link or a code: once delivered, it is not kept. A message to keep only until
 * it is delivered goes altogether.
 */
export async function markDelivered(q: Query, id: number, via: string): Promise<void> {
  await q.query('DELETE FROM outbox WHERE id = $1 AND erase_when_sent', [id]);
  await q.query("UPDATE outbox SET sent_at = now(), delivered_via = $2, body = '', last_error = NULL WHERE id = $1", [
    id,
    via,
  ]);
}

/** Why the last try failed, already cleaned of whom it was for. */
export async function recordDeliveryFailure(q: Query, id: number, reason: string): Promise<void> {
  await q.query('UPDATE outbox SET last_error = $2 WHERE id = $1', [id, reason]);
}

const Backlog = z
  .object({ unsent: z.coerce.number(), oldest_age_seconds: z.coerce.number().nullable() })
  .transform((r) => ({ unsent: r.unsent, oldestAgeSeconds: r.oldest_age_seconds ?? 0 }));
export type OutboxBacklog = z.infer<typeof Backlog>;

/**
 * How far delivery is behind: the messages not yet sent (due or waiting for a retry), and the age
 * in seconds of the oldest of them (0 when there is none). Uses the outbox_due partial index.
 */
export async function outboxBacklog(q: Query): Promise<OutboxBacklog> {
  const [row] = await q.query(
    `SELECT count(*) AS unsent, extract(epoch FROM now() - min(created_at)) AS oldest_age_seconds
       FROM outbox WHERE sent_at IS NULL`,
  );
  return Backlog.parse(row);
}

/** Deletes every message to these addresses or numbers (case aside), whoever it was about. */
export async function deleteMessagesTo(q: Query, recipients: string[]): Promise<void> {
  await q.query('DELETE FROM outbox WHERE lower(recipient) = ANY($1::text[])', [
    recipients.map((r) => r.toLowerCase()),
  ]);
}

const MessageSummary = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  created_at: z.coerce.date(),
  sent_at: z.coerce.date().nullable(),
});
export type MessageSummary = z.infer<typeof MessageSummary>;

/**
 * The mail and texts about the account, to its address or number, or telling the team about its
 * contact messages, oldest first. Never the body: until delivery it may hold a link or a code.
 */
export async function listMessagesAbout(q: Query, userId: string, recipients: string[]): Promise<MessageSummary[]> {
  const rows = await q.query(
    `SELECT o.channel, o.recipient, o.subject, o.created_at, o.sent_at FROM outbox o
      WHERE o.user_id = $1 OR lower(o.recipient) = ANY($2::text[])
         OR o.contact_message_id IN (SELECT m.id FROM contact_messages m
                                      WHERE m.user_id = $1 OR lower(m.email) = ANY($2::text[]))
      ORDER BY o.id`,
    [userId, recipients.map((r) => r.toLowerCase())],
  );
  return rows.map((r) => MessageSummary.parse(r));
}

/** Retention (decision 064): delivered messages go `days` after they were sent; answers how many went. */
export async function purgeSentMessages(q: Query, days: number): Promise<number> {
  const gone = await q.query('DELETE FROM outbox WHERE sent_at < now() - make_interval(days => $1) RETURNING id', [
    days,
  ]);
  return gone.length;
}

const Count = z.object({ n: z.coerce.number() });

/** Messages kept only until delivered (account-deletion notices) that are still waiting. */
export async function countErasableUnsent(q: Query): Promise<number> {
  const [row] = await q.query('SELECT count(*) AS n FROM outbox WHERE erase_when_sent');
  return Count.parse(row).n;
}
