import type { FastifyServerOptions } from 'fastify';

/**
 * Path segments and query values that carry secrets (set-password links, reset tokens) or say
 * something about a visitor's health (the conditions their browser ranked, whose videos and facts
 * it asks for): logs keep that the call was made, not what it was about.
 */
const SECRET_IN_URL =
  /(\/(?:set-password|reset-password|get-condition)\/)[^/?#]+|([?&](?:token|code|access|refresh|diseases)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_URL, (_m, path?: string, query?: string) => `${path ?? query}[redacted]`);
}

/** Structured JSON logs; secrets never reach them (headers, bodies, tokens in URLs). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.access',
        '*.refresh',
        '*.token',
        // Not '*.code': that hid every error's code (SQLSTATE, ECONNREFUSED) from operators. SMS
        // codes never reach the log: request bodies are not logged (see the req serializer below).
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
