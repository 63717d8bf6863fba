import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCUMENT_SECURITY_HEADERS } from '../app/security-headers.ts';

export interface SwaggerPluginOptions {
  publicUrl: string;
  version: string;
}

/** The OpenAPI document at /docs/json, generated from the zod schemas, and browsable docs at /docs. */
export default fp<SwaggerPluginOptions>(
  async (app, opts) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'PainPoint API',
          version: opts.version,
          description:
            'The public API of PainPoint: the body locations, their conditions and symptom questions, videos per condition, accounts, saved assessments and the contact form. General information only; not medical advice.',
        },
        servers: [{ url: opts.publicUrl }],
        tags: [
          { name: 'diagnosis', description: 'Knowledge base: locations, conditions, questions, videos' },
          { name: 'site', description: 'Site configuration and health' },
          { name: 'accounts', description: 'Sign-up, login, sessions, password reset, account deletion' },
          { name: 'profile', description: 'Profile details stored with consent; data export' },
          {
            name: 'history',
            description:
              "Saved assessments of registered users, kept only with their consent (recorded, withdrawable); one person can never reach another's",
          },
          { name: 'contact', description: 'Messages to the PainPoint team' },
        ],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The access token from /api/login-user/ or /api/token/refresh/ (15 minutes).',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // The docs page keeps the site's own rules: nobody may frame it, nothing is fetched elsewhere.
      transformStaticCSP: (header: string) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(' validator.swagger.io', '')
          .replace(' upgrade-insecure-requests;', ''),
      uiHooks: {
        async onRequest(request, reply) {
          // The docs are pages: they get the documents' headers (their CSP is swagger-ui's, above).
          reply.headers(DOCUMENT_SECURITY_HEADERS);
          // swagger-ui redirects its static index to the docs only when the address ends there: with
          // a query string it redirected to itself, forever. The query means nothing on that page.
          if (request.url.split('?')[0] === '/docs/static/index.html') return reply.redirect('/docs/');
        },
      },
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'swagger' },
);
