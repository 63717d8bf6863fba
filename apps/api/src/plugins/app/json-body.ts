import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

/**
 * JSON bodies are UTF-8 (RFC 8259). Fastify decodes them leniently, so a broken sequence (0xC3
 * 0x28) became U+FFFD and was stored as though the sender had typed it; here a body that is not
 * valid UTF-8 is refused with a 400 that says so. `fatal` makes the decoder throw instead of
 * replacing; a leading byte-order mark is dropped, as before.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

const notUtf8 = () => new HttpError(400, 'BAD_REQUEST', (w) => w.notUtf8);

/**
 * Sets `scope`'s JSON parser: the bytes are checked as UTF-8, then parsed by Fastify's own JSON
 * parser with the server's settings (prototype-poisoning protection included). With `emptyIsNull`
 * an empty body reads as no body (the body-less account calls, accounts/empty-body.ts); otherwise
 * Fastify's parser refuses it.
 */
export function strictJsonParser(scope: FastifyInstance, { emptyIsNull = false } = {}): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = scope.initialConfig;
  const parseJson = scope.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  // Replacing the inherited parser: a scope may only add a JSON parser where none of its own is set.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      let text: string;
      try {
        text = typeof body === 'string' ? body : utf8.decode(body);
      } catch {
        done(notUtf8());
        return;
      }
      if (emptyIsNull && text.length === 0) {
        done(null, null);
        return;
      }
      parseJson(request, text, done);
    },
  );
}

/** The JSON parser for the whole server (routes may set their own with `strictJsonParser`). */
export default fp(
  async (app: FastifyInstance) => {
    strictJsonParser(app);
  },
  { name: 'json-body' },
);
