import { describe, expect, it } from 'vitest';
import { account, bearer, buildWithMail } from '../../accounts-helper.ts';
import { build } from '../../helper.ts';

describe('contact messages', () => {
  it('stores a visitor’s message before answering and tells the team by e-mail', async () => {
    const { app, smtp } = await buildWithMail({ CONTACT_EMAIL: 'team@painpoint.example' });
    const res = await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      payload: { name: ' Ravi ', email: 'Ravi@Example.org', msg: 'The knee page helped. Thank you!' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your message has been sent successfully' });
    const rows = await app.database.query<{ name: string; email: string; user_id: string | null }>(
      'SELECT name, email, user_id FROM contact_messages',
    );
    expect(rows).toEqual([{ name: 'Ravi', email: 'ravi@example.org', user_id: null }]);
    const mail = await smtp.waitFor('team@painpoint.example');
    expect(mail.text).toContain('The knee page helped. Thank you!');
    expect(mail.text).toContain('ravi@example.org');
  });

  it('links a logged-in user’s message to the account, and treats a stale token as a visitor', async () => {
    const app = await build();
    const { access } = await account(app);
    const payload = { name: 'Asha', email: 'asha@example.org', msg: 'Hello' };
    expect(
      (await app.inject({ method: 'POST', url: '/user/user-msg/', headers: bearer(access), payload })).statusCode,
    ).toBe(201);
    expect(
      (await app.inject({ method: 'POST', url: '/user/user-msg/', headers: bearer('x.y.z'), payload })).statusCode,
    ).toBe(201);
    const rows = await app.database.query<{ user_id: string | null }>(
      'SELECT user_id FROM contact_messages ORDER BY id',
    );
    expect(rows[0]!.user_id).not.toBeNull();
    expect(rows[1]!.user_id).toBeNull();
  });

  it('answers bad input with 400 and limits messages per address', async () => {
    const app = await build();
    for (const bad of [
      { name: '', email: 'a@b.org', msg: 'x' },
      { name: 'A', email: 'nope', msg: 'x' },
      { name: 'A', email: 'a@b.org', msg: '   ' },
      { name: 'A', email: 'a@b.org', msg: 'x'.repeat(5001) },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/user/user-msg/', payload: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const payload = { name: 'A', email: 'a@b.org', msg: 'x' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await app.inject({ method: 'POST', url: '/user/user-msg/', payload })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await app.database.query('SELECT id FROM contact_messages')).toHaveLength(5);
  });
  it('stores and mails a message sent again with the same key only once', async () => {
    const { app, smtp } = await buildWithMail({ CONTACT_EMAIL: 'team@painpoint.example' });
    const key = '0b7c6a55-3f0e-4d7e-9c4b-2d1e8f7a6b5c';
    const send = (payload: object, k = key) =>
      app.inject({ method: 'POST', url: '/user/user-msg/', headers: { 'idempotency-key': k }, payload });
    const payload = { name: 'Meera', email: 'meera@example.org', msg: 'Written on the bus, sent twice.' };
    // The first answer lost on the way, the device sends it again; and once more, both at once.
    const answers = [await send(payload), ...(await Promise.all([send(payload), send(payload)]))];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(answers.map((r) => r.json())).toEqual(Array(3).fill({ message: 'Your message has been sent successfully' }));
    expect(await app.database.query('SELECT id FROM contact_messages')).toHaveLength(1);
    await smtp.waitFor('team@painpoint.example');
    expect(await app.database.query("SELECT id FROM outbox WHERE recipient = 'team@painpoint.example'")).toHaveLength(
      1,
    );

    // Another key is another message; a key that is not a UUID is refused.
    expect((await send(payload, '9d2f1c3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f')).statusCode).toBe(201);
    expect(await app.database.query('SELECT id FROM contact_messages')).toHaveLength(2);
    const bad = await send(payload, 'not-a-key');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});
