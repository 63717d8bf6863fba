import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished, describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@painpoint/contracts';
import { buildApp } from '../../src/app.ts';
import { account, bearer, buildWithMail, login, mailGoesTo, ORIGIN, signUp, STRONG } from '../accounts-helper.ts';
import { testConfig } from '../helper.ts';
import { startSmtpReceiver } from '../smtp-receiver.ts';

/**
 * Issue 33 item 6: what has stopped working is deleted after RETENTION_DAYS (decision 064), and a
 * deleted account leaves nothing readable in the embedded database's files. Time is moved by
 * back-dating rows, never by waiting (decision 020).
 */

const past = `now() - interval '${RETENTION_DAYS + 1} days'`;
const within = `now() - interval '${RETENTION_DAYS - 1} days'`;

describe('the retention job', () => {
  it('deletes logins, links and codes, and sent mail past the period, and keeps the rest', async () => {
    const { app, smtp } = await buildWithMail();
    const { access } = await account(app);
    await login(app, 'asha@example.org', STRONG);
    await login(app, 'asha@example.org', STRONG);
    await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email: 'asha@example.org' } });
    await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email: 'asha@example.org' } });
    await smtp.waitFor('asha@example.org');
    await app.outbox.drain();
    const sessions = await app.database.query<{ id: string }>('SELECT id FROM sessions ORDER BY created_at');
    const [live, ended, endedLately] = sessions.map((s) => s.id);
    // One login ended (revoked) past the period, one within it; the first is live.
    await app.database.query(`UPDATE sessions SET revoked_at = ${past} WHERE id = $1`, [ended]);
    await app.database.query(`UPDATE sessions SET revoked_at = ${within} WHERE id = $1`, [endedLately]);
    // The links used (the verify link, the retired reset link) past the period; the newest still live.
    await app.database.query(
      `UPDATE one_time_tokens SET created_at = ${past}, used_at = ${past} WHERE used_at IS NOT NULL`,
    );
    // The mail sent past the period but the newest, sent within it; an unsent one is never dropped.
    await app.database.query(`UPDATE outbox SET sent_at = ${past} WHERE id < (SELECT max(id) FROM outbox)`);
    await app.database.query(`UPDATE outbox SET sent_at = ${within} WHERE id = (SELECT max(id) FROM outbox)`);
    await app.database.query(
      "INSERT INTO outbox (channel, recipient, body, next_attempt_at, created_at) VALUES ('email', 'x@example.org', 'waiting', now() + interval '1 day', now() - interval '90 days')",
    );

    await app.retention.run();

    expect(
      (await app.database.query<{ id: string }>('SELECT id FROM sessions ORDER BY created_at')).map((s) => s.id),
    ).toEqual([live, endedLately]);
    expect(await app.database.query('SELECT 1 FROM refresh_tokens WHERE family_id = $1', [ended])).toEqual([]);
    expect(await app.database.query('SELECT used_at FROM one_time_tokens')).toEqual([{ used_at: null }]);
    expect(await app.database.query('SELECT body FROM outbox ORDER BY id')).toEqual([
      { body: '' },
      { body: 'waiting' },
    ]);
    // The live login still works.
    expect((await app.inject({ url: '/user/profile/', headers: bearer(access) })).statusCode).toBe(200);
  });

  it('deletes accounts nobody verified within the period, and keeps the rest', async () => {
    const { app } = await buildWithMail();
    await account(app);
    for (const email of ['again@example.org', 'late@example.org', 'new@example.org'])
      await signUp(app, { email, password: STRONG, confirmPassword: STRONG });
    await app.database.query(`UPDATE users SET created_at = ${past}`);
    await app.database.query(`UPDATE sign_up_attempts SET created_at = ${past}`);
    await app.database.query(`UPDATE users SET created_at = ${within} WHERE email = 'new@example.org'`);
    await app.database.query(`UPDATE sign_up_attempts SET created_at = ${within} WHERE user_id IN
      (SELECT id FROM users WHERE email = 'new@example.org')`);
    // Signed up long ago, and again within the period (decision 110): the period counts from the newest.
    await signUp(app, { email: 'again@example.org', password: STRONG, confirmPassword: STRONG });
    await app.retention.run();
    const left = await app.database.query<{ email: string }>('SELECT email FROM users ORDER BY email');
    expect(left.map((u) => u.email)).toEqual(['again@example.org', 'asha@example.org', 'new@example.org']);
    expect(await app.database.query("SELECT 1 FROM outbox WHERE recipient = 'late@example.org'")).toEqual([]);
  });

  it('deletes contact messages a year old, with the team mail about them', async () => {
    const { app } = await buildWithMail();
    for (const name of ['Old', 'New'])
      await app.inject({
        method: 'POST',
        url: '/user/user-msg/',
        payload: { name, email: 'v@example.org', msg: 'Hi' },
      });
    await app.database.query("UPDATE contact_messages SET created_at = now() - interval '366 days' WHERE name = 'Old'");
    await app.retention.run();
    expect(await app.database.query('SELECT name FROM contact_messages')).toEqual([{ name: 'New' }]);
    expect(await app.database.query("SELECT 1 FROM outbox WHERE subject LIKE '%Old%'")).toEqual([]);
  });

  it('deletes a live login refresh tokens past their own end, and expired links nobody used', async () => {
    const { app } = await buildWithMail();
    await account(app);
    await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email: 'asha@example.org' } });
    await app.database.query(`UPDATE refresh_tokens SET expires_at = ${past}`);
    await app.database.query(`UPDATE one_time_tokens SET created_at = ${past}, expires_at = ${past}`);
    await app.retention.run();
    expect(await app.database.query('SELECT 1 FROM refresh_tokens')).toEqual([]);
    expect(await app.database.query('SELECT 1 FROM one_time_tokens')).toEqual([]);
    expect(await app.database.query('SELECT 1 FROM sessions')).toHaveLength(1);
  });
});

/** Every file under `dir` holding `needle`, by path. */
function filesHolding(dir: string, needle: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => readFileSync(path).includes(needle));
}

describe('compaction of the embedded database', () => {
  it('leaves no trace of a deleted account in the data folder', async () => {
    const smtp = await startSmtpReceiver();
    onTestFinished(() => smtp.close());
    // The site as it runs: the embedded database in files of the data folder.
    const config = testConfig({ SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN });
    const app = await buildApp({ config });
    mailGoesTo(app, smtp, config.dataDir);
    let open = true;
    onTestFinished(async () => {
      if (open) await app.close();
    });
    await app.ready();
    const email = 'zq-unique-7341@example.org';
    const name = 'Zanthorpe Quillery';
    const message = (headers = {}) =>
      app.inject({
        method: 'POST',
        url: '/user/user-msg/',
        headers,
        payload: { name, email, msg: `Hi, ${name} here` },
      });
    expect((await message()).statusCode).toBe(201);
    const { access } = await account(app, email);
    expect((await message(bearer(access))).statusCode).toBe(201);
    await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email } });
    await smtp.waitFor(email);
    await app.outbox.drain();
    // Written to the files: the checkpoint a compaction ends with, without deleting anything.
    await app.database.query('CHECKPOINT');
    expect(filesHolding(config.dataDir, email)).not.toEqual([]);

    const res = await app.inject({
      method: 'POST',
      url: '/user/delete-user-account/',
      headers: bearer(access),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    await smtp.waitFor(email, (m) => /deleted/.test(m.subject));
    await app.retention.run();
    await app.close();
    open = false;

    expect(filesHolding(config.dataDir, email)).toEqual([]);
    expect(filesHolding(config.dataDir, name)).toEqual([]);
  });
});
