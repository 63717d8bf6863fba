import { createHash } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT_VERSION_HEADER, contractVersion } from '@painpoint/contracts/contract-version';

/** The inline blocks a page may run, by content (CSP hash sources); none on most pages. */
export interface InlineBlocks {
  scripts: readonly string[];
  styles: readonly string[];
}

const hashSources = (blocks: readonly string[]) =>
  blocks.map((b) => ` 'sha256-${createHash('sha256').update(b, 'utf8').digest('base64')}'`).join('');

/**
 * The Content-Security-Policy of the site's pages: scripts and styles only from this origin,
 * nothing may frame them, and videos only from the privacy-enhanced YouTube host, loaded after the
 * visitor clicks. A page with inline blocks (the prerendered home page) allows exactly those, by
 * their SHA-256 hashes; `unsafe-inline` is never used.
 */
export function contentSecurityPolicy(inline: InlineBlocks = { scripts: [], styles: [] }): string {
  return [
    "default-src 'self'",
    `script-src 'self'${hashSources(inline.scripts)}`,
    "script-src-attr 'none'",
    `style-src 'self'${hashSources(inline.styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The inline `<script>` (without `src`) and `<style>` blocks of a page, as a browser hashes them. */
export function inlineBlocks(html: string): InlineBlocks {
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
  return { scripts: all(/<script>([\s\S]*?)<\/script>/g), styles: all(/<style>([\s\S]*?)<\/style>/g) };
}

/**
 * The headers for documents (the site's pages, the files they load, the API docs page), one
 * precomputed set. Helmet computes its headers per request and halved the requests per second of
 * the knowledge-base endpoints; these never change (measured again in decision 127). web.ts and
 * swagger.ts add them where documents are made.
 */
export const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
};

/**
 * The headers on every answer, data included (OWASP's set for APIs): JSON is never run or framed
 * (a CSP that allows nothing), never sniffed into another type, never read by another site's page,
 * and only ever fetched over HTTPS. The document-only headers above (what a page may load, opener
 * and feature policies) mean nothing on JSON; sending all eleven on every knowledge-base answer
 * cost about a fifth of its requests per second (decision 015).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': DOCUMENT_SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The contract's version on every answer of the API, so that a page built against another
 * contract reloads rather than reading answers of a shape it does not know (decision 079).
 */
export const CONTRACT_HEADERS: Readonly<Record<string, string>> = { [CONTRACT_VERSION_HEADER]: contractVersion() };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answers list the API security headers themselves (prepared answers, content.ts),
     * so the hook that adds them is left off its requests; its errors get them from the error handler.
     */
    preparedHeaders?: boolean;
  }
}

/** An onRequest hook that puts one of the sets above on the answer. */
export const addHeaders =
  (headers: Readonly<Record<string, string>>): onRequestHookHandler =>
  (_request, reply, done) => {
    reply.headers(headers);
    done();
  };

const addApiHeaders = addHeaders({ ...API_SECURITY_HEADERS, ...CONTRACT_HEADERS });

/**
 * Every route's answers carry the API security headers; pages, their files and the docs page
 * replace them with the document set. The hook is added per route rather than globally so that
 * routes whose prepared answers already list the headers skip it (decision 015). Error answers,
 * including the 404 of an unknown path, get them from the error answer itself (errors.ts).
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.config?.preparedHeaders) return;
      route.onRequest = [addApiHeaders, ...(route.onRequest ? [route.onRequest].flat() : [])];
    });
  },
  { name: 'security-headers' },
);
