import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** gzip or brotli for text answers over 1 kB: the knowledge base and the app's scripts shrink ~5×. */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'compress' },
);
