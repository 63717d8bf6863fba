import { describe, expect, it } from 'vitest';
import { answer, json, mockApi, offline, refusal } from '../test/api-mocks.ts';
import { request, ApiError, fieldErrorsOf, messageFor } from './api-client.ts';
import { setLanguage } from './i18n.ts';

const api = mockApi();

describe("request: JSON in, JSON out, the contract's errors read", () => {
  it('resolves to an answer that fits its schema, sending JSON', async () => {
    api.reply('POST /user/user-msg/', answer('MessageOk', { message: 'Sent.' }));
    await expect(request('/user/user-msg/', 'MessageOk', { body: { a: 1 } })).resolves.toEqual({ message: 'Sent.' });
    const [call] = api.callsTo();
    expect(call?.body).toEqual({ a: 1 });
    expect(call?.headers.get('content-type')).toBe('application/json');
  });

  it('sends the method asked for, and no body with a GET', async () => {
    api.reply('PUT /x', answer('MessageOk', { message: 'Kept.' }));
    api.reply('GET /x', answer('MessageOk', { message: 'Read.' }));
    await request('/x', 'MessageOk', { method: 'PUT', body: {} });
    await request('/x', 'MessageOk');
    expect(api.callsTo().map((c) => [c.route, c.body])).toEqual([
      ['PUT /x', {}],
      ['GET /x', undefined],
    ]);
  });

  it('rejects a success answer that is not JSON with BAD_RESPONSE', async () => {
    api.reply('GET /x', new Response('<html>a proxy page</html>', { status: 200 }));
    await expect(request('/x', 'MessageOk')).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
  });

  it("hands a success answer's headers to the caller that asks (the knowledge-base version)", async () => {
    const sent = answer('MessageOk', { message: 'Sent.' });
    sent.headers.set('content-version', 'abc123');
    api.reply('GET /x', sent);
    let version: string | null = null;
    await request('/x', 'MessageOk', { onHeaders: (h) => (version = h.get('content-version')) });
    expect(version).toBe('abc123');
  });

  it('reads a 204 as null', async () => {
    api.reply('POST /api/token/revoke/', new Response(null, { status: 204 }));
    await expect(request('/api/token/revoke/', 'NoContent', { body: {} })).resolves.toBeNull();
  });

  it("carries the server's error code, message and fields when the body is the contract's ErrorBody", async () => {
    api.reply(
      'GET /x',
      refusal(400, 'VALIDATION_FAILED', 'Check the form.', [
        { path: 'email', message: 'Enter a valid e-mail address.' },
      ]),
    );
    const e = await request('/x', 'MessageOk').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the form.' });
    expect(fieldErrorsOf(e)).toEqual({ email: 'Enter a valid e-mail address.' });
    // Shown to people: what is wrong with each field, not the paths the whole message names.
    expect(messageFor(e, 'fallback')).toBe('Enter a valid e-mail address.');
  });

  it('asks the server to word its refusals in the language of the screens (decision 048)', async () => {
    api.replyEvery('GET /x', () => answer('MessageOk', { message: 'Sent.' }));
    await request('/x', 'MessageOk');
    expect(api.callsTo()[0]?.headers.get('accept-language')).toBe('en');
    await setLanguage('hi');
    try {
      await request('/x', 'MessageOk');
      expect(api.callsTo()[1]?.headers.get('accept-language')).toBe('hi');
    } finally {
      await setLanguage('en');
    }
  });

  it('does not trust an error body outside the contract (an unknown code): a plain HTTP error', async () => {
    api.reply('GET /x', json(500, { code: 'WHATEVER', message: '<stack trace>' }));
    const e = await request('/x', 'MessageOk').catch((err: unknown) => err);
    expect(e).toMatchObject({ status: 500, code: 'HTTP' });
    expect(messageFor(e, 'fallback')).toBe('fallback');
  });

  it('names a network failure', async () => {
    api.reply('GET /x', offline());
    await expect(request('/x', 'MessageOk')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('makes no call that needs a session when none is held', async () => {
    await expect(request('/user/profile/', 'Account', { auth: 'required' })).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo()).toEqual([]);
  });
});
