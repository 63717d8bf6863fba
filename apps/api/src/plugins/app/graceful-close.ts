import fp from 'fastify-plugin';
import { told } from '../../wording/index.ts';
import { sendError } from './errors.ts';

/** How long a client turned away while the server shuts down should wait (another instance, or this one restarted). */
const RETRY_AFTER_SECONDS = 5;

/**
 * While the server closes, turn new requests away and keep closing connections as they fall idle. Fastify closes the idle
 * ones once, when closing starts; a keep-alive connection whose request was still running then
 * would otherwise hold the shutdown open until its keep-alive timeout (72 s).
 */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    // Requests that arrive while closing (on a kept-alive connection) are turned away with the
    // API's error answer, Retry-After and a closed connection; Fastify's own 503 had neither the
    // headers nor the body (return503OnClosing is off in app.ts).
    app.addHook('onRequest', (request, reply, done) => {
      if (!closing) return done();
      reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
      sendError(reply, 503, { code: 'SERVICE_UNAVAILABLE', ...told(request, reply, (w) => w.restarting) });
    });
    app.addHook('preClose', (done) => {
      closing = true;
      timer = setInterval(() => app.server.closeIdleConnections(), 100);
      timer.unref();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'graceful-close' },
);
