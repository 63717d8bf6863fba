import type { ErrorBody, ErrorCode } from '@painpoint/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { en } from '../../wording/en.ts';
import { issueIn, requestLanguage, told, WORDS, type Say } from '../../wording/index.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';

/**
 * An error whose message is safe to show the caller. What it says for people is given as words
 * (`(w) => w.wrongCode`), said in the request's language (decision 048); `message` is the English.
 */
export class HttpError extends Error {
  readonly say: Say;
  /** False for a message in English only (for developers: an unknown location, a malformed name). */
  readonly worded: boolean;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: Say | string,
    /** Headers that belong with the answer, such as Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof message === 'string' ? message : message(en));
    this.name = 'HttpError';
    this.say = typeof message === 'string' ? () => message : message;
    this.worded = typeof message !== 'string';
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** An error answer: JSON with the API security headers, whichever route or hook it comes from. */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).headers(API_SECURITY_HEADERS).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors`: the answers it makes before any route runs (an address that does
 * not decode, a path parameter over its length) get the API's error body and headers.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Made before any hook runs, so the no-store of personal answers (no-store.ts) is said here.
  reply.header('cache-control', 'no-store');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendError(reply, 414, { code: 'BAD_REQUEST', ...told(request, reply, (w) => w.addressTooLong) });
  } else if (err.code === 'FST_ERR_BAD_URL') {
    sendError(reply, 400, { code: 'BAD_REQUEST', ...told(request, reply, (w) => w.addressNotValid) });
  } else {
    reply.log.error({ err }, 'request failed before routing');
    sendError(reply, 500, { code: 'INTERNAL', ...told(request, reply, (w) => w.ourFault(request.id)) });
  }
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (oversized headers, a garbled
 * request, a client too slow to send one) never reaches Fastify's routing, so the answer is
 * written to the socket here, with the same headers and body as every other API error.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify({ code: 'BAD_REQUEST', message } satisfies ErrorBody);
  const headers = {
    ...API_SECURITY_HEADERS,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy();
}

/** Database errors that mean "the database is not there right now" rather than a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'ENOTFOUND',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
      '08003',
      '08004',
      '53300',
    ].includes(e.code ?? '')
  ) {
    return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
    e.message ?? '',
  );
}

/**
 * One error handler: 4xx answers say what was wrong; 5xx answers never carry details (they go
 * to the log with the request id); a lost database is a 503 the caller can retry.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      // Said in the request's language (decision 048), which the answer names.
      const lang = requestLanguage(request);
      const words = WORDS[lang];
      reply.header('content-language', lang);
      if (hasZodFastifySchemaValidationErrors(err)) {
        const details = err.validation.map((v) => ({
          path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
          message: issueIn(lang, v),
        }));
        return sendError(reply, 400, { code: 'VALIDATION_FAILED', message: words.invalidRequest(details), details });
      }
      if (err instanceof HttpError) {
        reply.headers(err.headers);
        if (!err.worded) reply.header('content-language', 'en');
        return sendError(reply, err.statusCode, { code: err.code, message: err.say(words) });
      }
      if (isDatabaseUnavailable(err)) {
        request.log.error({ err }, 'database unavailable');
        reply.header('Retry-After', '5');
        return sendError(reply, 503, { code: 'SERVICE_UNAVAILABLE', message: words.briefOutage });
      }
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      if (status < 500) {
        // Fastify's own 4xx errors (bad JSON, body too large, wrong content type) have safe messages,
        // in English; another language says what kind of problem it was.
        const message = lang === 'en' ? err.message : words.unreadable(status);
        return sendError(reply, status, { code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message });
      }
      request.log.error({ err }, 'request failed');
      return sendError(reply, status === 503 ? 503 : 500, {
        code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
        message: status === 503 ? words.briefOutage : words.ourFault(request.id),
      });
    });
  },
  { name: 'errors' },
);
