import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { json } from '../test/render.tsx';
import { request, ApiError, fieldErrorsOf, messageFor } from './api-client.ts';
import { setLanguage } from './i18n.ts';

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("request: JSON in, JSON out, the contract's errors read", () => {
  it('resolves to an answer that fits its schema, sending JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Sent.' }));
    await expect(request('/user/user-msg/', 'MessageOk', { body: { a: 1 } })).resolves.toEqual({ message: 'Sent.' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('rejects a success answer that is not JSON with BAD_RESPONSE', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>a proxy page</html>', { status: 200 }));
    await expect(request('/x', 'MessageOk')).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
  });

  it("hands a success answer's headers to the caller that asks (the knowledge-base version)", async () => {
    const answer = json(200, { message: 'Sent.' });
    answer.headers.set('content-version', 'abc123');
    fetchMock.mockResolvedValueOnce(answer);
    let version: string | null = null;
    await request('/x', 'MessageOk', { onHeaders: (h) => (version = h.get('content-version')) });
    expect(version).toBe('abc123');
  });

  it('reads a 204 as null', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(request('/api/token/revoke/', 'NoContent', { body: {} })).resolves.toBeNull();
  });

  it("carries the server's error code, message and fields when the body is the contract's ErrorBody", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Check the form.',
        details: [{ path: 'email', message: 'Enter a valid e-mail address.' }],
      }),
    );
    const e = await request('/x', 'MessageOk').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the form.' });
    expect(fieldErrorsOf(e)).toEqual({ email: 'Enter a valid e-mail address.' });
    // Shown to people: what is wrong with each field, not the paths the whole message names.
    expect(messageFor(e, 'fallback')).toBe('Enter a valid e-mail address.');
  });

  it('asks the server to word its refusals in the language of the screens (decision 048)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { message: 'Sent.' })));
    await request('/x', 'MessageOk');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('accept-language')).toBe('en');
    await setLanguage('hi');
    try {
      await request('/x', 'MessageOk');
      expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('accept-language')).toBe('hi');
    } finally {
      await setLanguage('en');
    }
  });

  it('does not trust an error body outside the contract (an unknown code): a plain HTTP error', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { code: 'WHATEVER', message: '<stack trace>' }));
    const e = await request('/x', 'MessageOk').catch((err: unknown) => err);
    expect(e).toMatchObject({ status: 500, code: 'HTTP' });
    expect(messageFor(e, 'fallback')).toBe('fallback');
  });

  it('names a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/x', 'MessageOk')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
