import { INVISIBLE_TEXT, ONE_LINE_TEXT, PROFILE_NOTICE_VERSION } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { account, bearer, buildWithMail } from '../accounts-helper.ts';

/**
 * A name is written into the team's mail ("From: Asha <asha@…>") and into subjects and logs. With
 * a line break in it, a sender could write lines of their own there: a forged "From:" or a header.
 * Single-line fields refuse line breaks and control characters; the contact message, which has
 * several lines, keeps them.
 */

const FORGED = ['Asha\r\nFrom: boss@painpoint.example', 'Asha\nSubject: urgent', 'Asha\u2028From: x', 'A\u0085B'];

describe('line breaks and control characters in single-line fields', () => {
  it('refuses a contact name with a line break: 400 that says so, nothing stored, nothing mailed', async () => {
    const { app, smtp } = await buildWithMail({ CONTACT_EMAIL: 'team@painpoint.example' });
    for (const name of FORGED) {
      const res = await app.inject({
        method: 'POST',
        url: '/user/user-msg/',
        payload: { name, email: 'visitor@example.org', msg: 'Hello' },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().message).toContain(ONE_LINE_TEXT);
    }
    const email = await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      payload: { name: 'Asha', email: 'visitor@example.org\r\nBcc: all@example.org', msg: 'Hello' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toContain(ONE_LINE_TEXT);
    expect(await app.database.query('SELECT id FROM contact_messages')).toEqual([]);
    expect(await app.database.query('SELECT id FROM outbox')).toEqual([]);

    // A message of several lines still goes through, and is the only mail the team gets.
    const ok = await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      payload: { name: 'Asha', email: 'visitor@example.org', msg: 'First line\r\nSecond line' },
    });
    expect(ok.statusCode).toBe(201);
    const mail = await smtp.waitFor('team@painpoint.example');
    expect(mail.text).toContain('First line');
    expect(mail.text).toContain('Second line');
    expect(smtp.received).toHaveLength(1);
    expect(mail.text).not.toContain('boss@painpoint.example');
  });

  it('refuses a profile name with a line break, and stores no profile', async () => {
    const { app } = await buildWithMail();
    const { access } = await account(app);
    for (const name of FORGED) {
      const res = await app.inject({
        method: 'PUT',
        url: '/user/profile/',
        headers: bearer(access),
        payload: {
          name,
          age_range: '30-39',
          sex: 'female',
          body_type: 'average',
          consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION },
        },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().message).toContain(ONE_LINE_TEXT);
    }
    expect(await app.database.query('SELECT * FROM profiles')).toEqual([]);
  });
});

describe('invisible format characters in single-line fields', () => {
  it("refuses zero-width and direction characters in a contact name (they would reach the team's mail subject), in the caller's language", async () => {
    const { app } = await buildWithMail({ CONTACT_EMAIL: 'team@painpoint.example' });
    for (const name of ['Asha\u200bRao', 'Asha\u202eoaR', '\ufeffAsha', 'As\u00adha']) {
      const res = await app.inject({
        method: 'POST',
        url: '/user/user-msg/',
        payload: { name, email: 'visitor@example.org', msg: 'Hello' },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().message).toContain(INVISIBLE_TEXT);
    }
    const hindi = await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      headers: { 'accept-language': 'hi' },
      payload: { name: 'आशा\u200bराव', email: 'visitor@example.org', msg: 'नमस्ते' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toContain('छिपे हुए');
    expect(await app.database.query('SELECT id FROM outbox')).toEqual([]);

    // A Hindi or Malayalam name that needs a joiner goes through.
    for (const name of ['श्\u200dरी क्\u200cष', 'സ്\u200cകൂൾ ര\u200dാമ']) {
      const ok = await app.inject({
        method: 'POST',
        url: '/user/user-msg/',
        payload: { name, email: 'visitor@example.org', msg: 'Hello' },
      });
      expect(ok.statusCode, JSON.stringify(name)).toBe(201);
    }
  });

  it('refuses them in a profile name too', async () => {
    const { app } = await buildWithMail();
    const { access } = await account(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/user/profile/',
      headers: bearer(access),
      payload: {
        name: 'Asha\u200b',
        age_range: '30-39',
        sex: 'female',
        body_type: 'average',
        consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(INVISIBLE_TEXT);
  });
});
