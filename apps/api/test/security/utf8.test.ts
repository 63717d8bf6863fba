import { describe, expect, it } from 'vitest';
import { account, bearer, ORIGIN } from '../accounts-helper.ts';
import { build } from '../helper.ts';

/**
 * A JSON body must be UTF-8. Decoded leniently, a broken sequence (0xC3 0x28: a two-byte start
 * followed by "(") became U+FFFD and was stored as if the sender had typed it; it is refused with
 * a 400 that says what is wrong, and nothing is stored.
 */

/** `{"name":"Asha<bytes>", …}` as raw bytes, with `bytes` inside the name. */
const contactWith = (bytes: number[]) =>
  Buffer.concat([
    Buffer.from('{"name":"Asha'),
    Buffer.from(bytes),
    Buffer.from('","email":"asha@example.org","msg":"Hello"}'),
  ]);

const INVALID = [
  [0xc3, 0x28], // a two-byte sequence cut short
  [0xa0], // a continuation byte alone
  [0xed, 0xa0, 0x80], // a UTF-16 surrogate written as UTF-8 (CESU-8)
  [0xc0, 0xaf], // an overlong "/"
  [0xf4, 0x90, 0x80, 0x80], // above U+10FFFF
  [0xff],
];

describe('invalid UTF-8 in a JSON body', () => {
  it('is refused with 400 and a message that says so; nothing is stored', async () => {
    const app = await build();
    for (const bytes of INVALID) {
      const res = await app.inject({
        method: 'POST',
        url: '/user/user-msg/',
        headers: { 'content-type': 'application/json' },
        payload: contactWith(bytes),
      });
      expect(res.statusCode, bytes.join(' ')).toBe(400);
      expect(res.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'The request body is not valid UTF-8 text. Send it encoded as UTF-8.',
      });
    }
    expect(await app.database.query('SELECT id FROM contact_messages')).toEqual([]);

    // The same body in valid UTF-8 ("é" is 0xC3 0xA9) is stored as sent.
    const ok = await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: contactWith([0xc3, 0xa9]),
    });
    expect(ok.statusCode).toBe(201);
    expect(await app.database.query('SELECT name FROM contact_messages')).toEqual([{ name: 'Ashaé' }]);
  });

  it('says so in the visitor’s language', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
      payload: contactWith([0xc3, 0x28]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json().message).toMatch(/UTF-8/);
    expect(res.json().message).not.toMatch(/^The request/);
  });

  it('is refused also by the calls that take an empty body, while an empty body still works there', async () => {
    const app = await build();
    const { access } = await account(app);
    const logoutAll = (payload: Buffer | string) =>
      app.inject({
        method: 'POST',
        url: '/user/logout-all/',
        headers: { ...bearer(access), origin: ORIGIN, 'content-type': 'application/json' },
        payload,
      });
    const bad = await logoutAll(Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid UTF-8/);
    expect((await logoutAll('')).statusCode).toBeLessThan(300);
  });
});
