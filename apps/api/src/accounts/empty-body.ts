import type { FastifyInstance } from 'fastify';
import { strictJsonParser } from '../plugins/app/json-body.ts';

/**
 * docs/product.md §7 sends some account calls (delete the account; our logout, sign-out everywhere and
 * refresh) with no body at all, and clients often still say `Content-Type: application/json`.
 * Fastify refuses an empty JSON body (FST_ERR_CTP_EMPTY_JSON_BODY), which is right for calls that
 * need one. For the calls registered in `scope` only, an empty JSON body reads as no body (null,
 * as Fastify gives for a request without a body); any other body goes through the server's JSON
 * parser (UTF-8 checked, then Fastify's own with prototype-poisoning protection).
 */
export function acceptEmptyJsonBody(scope: FastifyInstance): void {
  strictJsonParser(scope, { emptyIsNull: true });
}
