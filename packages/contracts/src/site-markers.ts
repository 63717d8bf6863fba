import { routeName } from './routes.ts';

/**
 * The operator's settings inside pages drawn at build time (decision 014). The build cannot know
 * them (they are the server's configuration), so it draws these markers where they go, and the
 * server fills them in once when it starts, and embeds the settings as data for the app to read
 * (so the app's first render matches the page without asking the server for them).
 *
 * Kept free of zod so the web app's build and the server share it at no cost.
 */
export interface SiteSettings {
  grievance_officer: { name: string; email: string; address: string };
  contact_email: string;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Whether a value has the shape of SiteSettings (the fields `SiteConfig` in site.ts requires),
 * without zod: the web app checks the settings embedded in a page with it before its schemas load.
 * site-markers.test.ts holds it to agree with `SiteConfig`.
 */
export function isSiteSettings(v: unknown): v is SiteSettings {
  if (!isRecord(v) || !isString(v.contact_email) || !isRecord(v.grievance_officer)) return false;
  const g = v.grievance_officer;
  return isString(g.name) && isString(g.email) && isString(g.address);
}

const marker = (key: string) => `%%site:${key}%%`;

export const SITE_CONFIG_MARKERS: SiteSettings = {
  grievance_officer: {
    name: marker('grievance_officer.name'),
    email: marker('grievance_officer.email'),
    address: marker('grievance_officer.address'),
  },
  contact_email: marker('contact_email'),
};

/** The id of the `<script type="application/json">` that carries the settings in a page. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * The page with every marker replaced by its value (escaped for HTML text and attributes) and the
 * settings embedded before `</head>` as JSON that cannot end its script element early.
 */
export function fillSiteConfig(html: string, settings: SiteSettings): string {
  const values: Record<string, string> = {
    'grievance_officer.name': settings.grievance_officer.name,
    'grievance_officer.email': settings.grievance_officer.email,
    'grievance_officer.address': settings.grievance_officer.address,
    contact_email: settings.contact_email,
  };
  const filled = html.replace(/%%site:([a-z_.]+)%%/g, (m, key: string) =>
    key in values ? escapeHtml(values[key]!) : m,
  );
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${json}</script>`;
  if (!filled.includes('</head>')) throw new Error('fillSiteConfig: the page has no </head>');
  return filled.replace('</head>', `${data}</head>`);
}

/**
 * Where the build puts each page's HTML (apps/web/scripts/prerender-pages.ts) and the server reads
 * it (apps/api web.ts), inside the client build: one folder per language (`.pages/hi/about-us.html`,
 * decision 046). The leading dot keeps the static file server from sending the files as they are
 * (their markers are not filled in yet).
 */
export const PAGES_DIR = '.pages';

/** In each language's folder: the app with nothing drawn, for an address that is no route. */
export const SHELL_FILE = 'app.html';

/**
 * The file of a route's page: `/` is `index.html`, `/about-us` is `about-us.html`, and a route
 * with parameters is named without them (`/set-password/:slug` is `set-password.html`).
 */
export const pageFile = (route: string): string => `${routeName(route)}.html`;
