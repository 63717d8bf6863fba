import { beforeEach, describe, expect, it } from 'vitest';
import { claimDueMessages, enqueueMessage, markDelivered, outboxBacklog } from './outbox.ts';
import { useTestDatabase } from './test-database.ts';

const db = useTestDatabase();

beforeEach(async () => {
  await db.current.query('DELETE FROM outbox');
});

const mail = (recipient: string) => ({ channel: 'email' as const, recipient, subject: 'Hello', body: 'A link' });

describe('outbox repository', () => {
  it('reports no backlog for an empty outbox', async () => {
    expect(await outboxBacklog(db.current)).toEqual({ unsent: 0, oldestAgeSeconds: 0 });
  });

  it('counts every unsent message, due or waiting for a retry, and the age of the oldest', async () => {
    await enqueueMessage(db.current, mail('sent@example.org'));
    await enqueueMessage(db.current, mail('retry@example.org'));
    await enqueueMessage(db.current, mail('due@example.org'));
    // The delivered message is the oldest of all: it must not count.
    await db.current.query(
      "UPDATE outbox SET created_at = now() - interval '2 hours' WHERE recipient = 'sent@example.org'",
    );
    await db.current.query(
      "UPDATE outbox SET created_at = now() - interval '90 seconds' WHERE recipient = 'retry@example.org'",
    );
    // UPDATE … RETURNING gives no order: sort by id.
    const claimed = (await claimDueMessages(db.current, 2)).sort((a, b) => a.id - b.id);
    expect(claimed.map((m) => m.recipient)).toEqual(['sent@example.org', 'retry@example.org']);
    await markDelivered(db.current, claimed[0]!.id, 'test');

    const backlog = await outboxBacklog(db.current);
    expect(backlog.unsent).toBe(2);
    expect(typeof backlog.oldestAgeSeconds).toBe('number');
    expect(backlog.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(backlog.oldestAgeSeconds).toBeLessThan(2 * 60 * 60);
  });

  it('claims due messages once, with numeric ids on either database', async () => {
    await enqueueMessage(db.current, mail('a@example.org'));
    await enqueueMessage(db.current, { channel: 'sms', recipient: '+15550000000', body: 'Code 123456' });
    const claimed = (await claimDueMessages(db.current)).sort((a, b) => a.id - b.id);
    expect(claimed).toEqual([
      { id: expect.any(Number), channel: 'email', recipient: 'a@example.org', subject: 'Hello', body: 'A link' },
      { id: expect.any(Number), channel: 'sms', recipient: '+15550000000', subject: '', body: 'Code 123456' },
    ]);
    // A claim pushes the next try into the future: a second round finds nothing due.
    expect(await claimDueMessages(db.current)).toEqual([]);
    const [row] = await db.current.query<{ attempts: number }>('SELECT attempts FROM outbox ORDER BY id LIMIT 1');
    expect(row!.attempts).toBe(1);
  });
});
