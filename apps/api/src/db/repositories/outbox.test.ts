import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, TEST_DATABASE_URL } from '../../../test/helper.ts';
import { openDatabase, type Database } from '../client.ts';
import { migrate } from '../migrate.ts';
import { claimDueMessages, enqueueMessage, markDelivered, outboxBacklog } from './outbox.ts';

/** One database for the file: an in-memory PGlite, or a fresh database on the server when TEST_DATABASE_URL is set. */
let database: Database;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (TEST_DATABASE_URL) {
    const fresh = await freshPostgresDatabase(TEST_DATABASE_URL);
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  database = await openDatabase({ databaseUrl });
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

beforeEach(async () => {
  await database.query('DELETE FROM outbox');
});

const mail = (recipient: string) => ({ channel: 'email' as const, recipient, subject: 'Hello', body: 'A link' });

describe('outbox repository', () => {
  it('reports no backlog for an empty outbox', async () => {
    expect(await outboxBacklog(database)).toEqual({ unsent: 0, oldestAgeSeconds: 0 });
  });

  it('counts every unsent message, due or waiting for a retry, and the age of the oldest', async () => {
    await enqueueMessage(database, mail('sent@example.org'));
    await enqueueMessage(database, mail('retry@example.org'));
    await enqueueMessage(database, mail('due@example.org'));
    // The delivered message is the oldest of all: it must not count.
    await database.query(
      "UPDATE outbox SET created_at = now() - interval '2 hours' WHERE recipient = 'sent@example.org'",
    );
    await database.query(
      "UPDATE outbox SET created_at = now() - interval '90 seconds' WHERE recipient = 'retry@example.org'",
    );
    // UPDATE … RETURNING gives no order: sort by id.
    const claimed = (await claimDueMessages(database, 2)).sort((a, b) => a.id - b.id);
    expect(claimed.map((m) => m.recipient)).toEqual(['sent@example.org', 'retry@example.org']);
    await markDelivered(database, claimed[0]!.id, 'test');

    const backlog = await outboxBacklog(database);
    expect(backlog.unsent).toBe(2);
    expect(typeof backlog.oldestAgeSeconds).toBe('number');
    expect(backlog.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(backlog.oldestAgeSeconds).toBeLessThan(2 * 60 * 60);
  });

  it('claims due messages once, with numeric ids on either database', async () => {
    await enqueueMessage(database, mail('a@example.org'));
    await enqueueMessage(database, { channel: 'sms', recipient: '+15550000000', body: 'Code 123456' });
    const claimed = (await claimDueMessages(database)).sort((a, b) => a.id - b.id);
    expect(claimed).toEqual([
      { id: expect.any(Number), channel: 'email', recipient: 'a@example.org', subject: 'Hello', body: 'A link' },
      { id: expect.any(Number), channel: 'sms', recipient: '+15550000000', subject: '', body: 'Code 123456' },
    ]);
    // A claim pushes the next try into the future: a second round finds nothing due.
    expect(await claimDueMessages(database)).toEqual([]);
    const [row] = await database.query<{ attempts: number }>('SELECT attempts FROM outbox ORDER BY id LIMIT 1');
    expect(row!.attempts).toBe(1);
  });
});
