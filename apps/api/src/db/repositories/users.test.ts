import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';
import { createUser, findCredentials, findUserId } from './users.ts';

const db = useTestDatabase();

beforeEach(async () => {
  await db.current.query('DELETE FROM users');
});

describe('users repository', () => {
  it('creates an account once per address or number; a second one is refused, not an error', async () => {
    const asha = { kind: 'email', value: 'asha@example.org' } as const;
    const ravi = { kind: 'phone', value: '+919876543210' } as const;
    expect(await createUser(db.current, asha, 'hash-a')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await createUser(db.current, ravi, 'hash-r')).toMatch(/^[0-9a-f-]{36}$/);
    // Sign-up checks first, but two sign-ups can race past the check: the unique index decides.
    expect(await createUser(db.current, asha, 'hash-b')).toBeUndefined();
    expect(await createUser(db.current, ravi, 'hash-b')).toBeUndefined();
    expect(await db.current.query('SELECT id FROM users')).toHaveLength(2);
  });

  it('lets any other failure through', async () => {
    // No address and no number breaks the users_email_or_phone check, not a unique index.
    await expect(
      createUser(db.current, { kind: 'email', value: null as unknown as string }, 'h'),
    ).rejects.toMatchObject({ code: '23514', constraint: 'users_email_or_phone' });
  });

  it('finds an account by the column its login names, mapping its row', async () => {
    await createUser(db.current, { kind: 'phone', value: '+15550001111' }, 'hash-p');
    const id = await findUserId(db.current, { kind: 'phone', value: '+15550001111' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The same string as an address names no account.
    expect(await findUserId(db.current, { kind: 'email', value: '+15550001111' })).toBeUndefined();
    expect(await findCredentials(db.current, { kind: 'phone', value: '+15550001111' })).toEqual({
      id,
      passwordHash: 'hash-p',
      sessionVersion: 1,
      verified: false,
    });
  });
});
