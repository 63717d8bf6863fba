import type { FastifyInstance } from 'fastify';

/**
 * Spec §7 sends some account calls (delete the account; our logout, sign-out everywhere and
 * refresh) with no body at all, and clients often still say `Content-Type: application/json`.
 * Fastify refuses an empty JSON body (FST_ERR_CTP_EMPTY_JSON_BODY), which is right for calls that
 * need one. For the calls registered in `scope` only, an empty JSON body reads as no body (null,
 * as Fastify gives for a request without a body); any other body goes through Fastify's own JSON
 * parser with the server's settings (prototype-poisoning protection included).
 */
export function acceptEmptyJsonBody(scope: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = scope.initialConfig;
  const parseJson = scope.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) {
      done(null, null);
      return;
    }
    parseJson(request, text, done);
  });
}
