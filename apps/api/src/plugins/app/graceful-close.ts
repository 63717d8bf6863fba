import fp from 'fastify-plugin';

/**
 * While the server closes, keep closing connections as they fall idle. Fastify closes the idle
 * ones once, when closing starts; a keep-alive connection whose request was still running then
 * would otherwise hold the shutdown open until its keep-alive timeout (72 s).
 */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('preClose', (done) => {
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
