import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so that `./data` and the built web app resolve the same from any cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = (protocols: RegExp, what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: protocols, error: `must be a ${what} URL` }).optional());

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the site are trusted to say who the client is (X-Forwarded-For):
 * none by default, since the header is otherwise written by the client itself; a hop count ("1"
 * for one reverse proxy); or the proxies' addresses and CIDR ranges. "true" (trust every hop) is
 * refused: it makes the client's own left-most entry its address, and every per-address limit
 * could be dodged by writing a new one.
 */
const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    if (entries.every((e) => e !== '' && isAddressOrRange(e))) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'give the number of reverse proxies in front of the site (e.g. 1), or their addresses and CIDR ranges separated by commas (e.g. 10.0.0.0/8,127.0.0.1); "true" is not accepted',
    });
    return z.NEVER;
  });

/** Argon2id's work per password hash: memory in KiB, passes and lanes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id parameters (19 MiB of memory, 2 passes, 1 lane): every site's hashes but the tests'. */
export const OWASP_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * For the test suites only, which hash passwords hundreds of times: about 0.1 ms a hash instead of
 * 10–30 ms. Stored hashes name their own parameters, so either kind verifies under either setting.
 */
const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 64, timeCost: 1, parallelism: 1 };

/**
 * Texts a day when SMS_DAILY_BUDGET is not set: several times the sign-ups and resets by phone a
 * young site sees, and at the dearest served country's rate (about 10 US cents) a worst day's bill
 * of about 100 dollars.
 */
export const DEFAULT_SMS_DAILY_BUDGET = 1000;

const EnvSchema = z.object({
  /** Unset (or empty) runs as development; `nodeEnvSet` remembers that it was not asked for. */
  NODE_ENV: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.enum(['development', 'production', 'test']).optional()),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the embedded database and generated secrets live. */
  DATA_DIR: z.string().min(1).default('data'),
  /** The list of erased accounts that a restore re-applies (decision 111); default DATA_DIR/erasures.log. */
  ERASURE_JOURNAL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://'),
  REDIS_URL: optionalUrl(/^rediss?$/, 'redis://'),
  SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://'),
  /** The address visitors use, for links in e-mails and the OpenAPI document (default: this machine and PORT). */
  PUBLIC_URL: optionalUrl(/^https?$/, 'http(s)://'),
  TRUST_PROXY: TrustProxy,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The bearer token that GET /metrics asks for; unset, there is no /metrics (decision 017). */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional()),
  /** Prefix of every key this site keeps in Redis, so several sites (or test runs) can share one. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'letters, digits, ":", "_" and "-" only')
    .default('painpoint:'),
  /** The sender of the site's e-mail; defaults to no-reply at the public address's host. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Who sends the SMS codes: the development provider (a file and the log) or Twilio. */
  SMS_PROVIDER: z.enum(['dev', 'twilio']).default('dev'),
  /**
   * The most texts the site sends in a day (UTC), on every instance together (decision 109): a cap
   * on what text-message pumping can cost. 0 sends none.
   */
  SMS_DAILY_BUDGET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? String(DEFAULT_SMS_DAILY_BUDGET) : v))
    .pipe(z.string().regex(/^\d{1,9}$/, 'must be a whole number of texts a day, like 1000 (0 sends none)'))
    .transform(Number),
  TWILIO_ACCOUNT_SID: z.string().trim().optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().optional(),
  /** The Twilio number or sender id the texts come from. */
  TWILIO_FROM: z.string().trim().optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.twilio.com'),
  /** Where the built web app is; the API serves it so one process is the whole site. */
  WEB_DIST: z.string().min(1).default(join(REPO_ROOT, 'apps/web/dist')),
  /** Site configuration shown in the legal pages (DPDP Act: a named grievance officer). */
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).default('Grievance Officer, PainPoint'),
  GRIEVANCE_OFFICER_EMAIL: z.email().default('grievance@painpoint.example'),
  GRIEVANCE_OFFICER_ADDRESS: z.string().trim().min(5).default('PainPoint, Bengaluru, Karnataka, India'),
  CONTACT_EMAIL: z.email().default('hello@painpoint.example'),
  /** `test`: cheap password hashes for the test suites (vitest.config.ts); refused in production. */
  PASSWORD_HASH_COST: z.enum(['owasp', 'test']).default('owasp'),
  /**
   * Threads that check and hash new passwords (decision 108): by default one less than the cores,
   * at least one, so that on a 2-core machine a burst of sign-ups takes one core and the event
   * loop keeps the other.
   */
  PASSWORD_CHECK_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  /** New passwords that may wait for a thread; past that, sign-up is answered 503 with Retry-After. */
  PASSWORD_CHECK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  /** False when NODE_ENV was not set and development was assumed (a deployment that forgot it). */
  nodeEnvSet: boolean;
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  /** Where erasures are recorded outside the database, for a restore to re-apply (decision 111). */
  erasureJournal: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  jwtSecret: string;
  /** Bearer token for GET /metrics; undefined: no metrics are kept or served. */
  metricsToken: string | undefined;
  /** Argon2id's parameters for new password hashes. */
  passwordHashCost: PasswordHashCost;
  /** The password worker threads and how many new passwords may wait for them. */
  passwordChecks: { threads: number; queue: number };
  redisPrefix: string;
  mailFrom: string;
  sms:
    { provider: 'dev' } | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };
  /** The most texts sent in a day (UTC), counted in the shared store (decision 109). */
  smsDailyBudget: number;
  webDist: string;
  site: {
    grievanceOfficer: { name: string; email: string; address: string };
    contactEmail: string;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the JWT secret from the data folder, creating it on first start. A secret in the code
 * would let anyone who reads the code forge sessions; several instances must share JWT_SECRET.
 */
function jwtSecretFromDataDir(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32)
      throw new ConfigError([`${file}: the stored JWT secret is too short; delete the file to make a new one`]);
    return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Secrets that have been published (compose.yaml's old default) or that a person types in place of
 * a random one. Each is 32 characters or more: shorter ones are refused everywhere.
 */
const KNOWN_SECRETS = new Set(['compose-development-secret-change-me-0123456789']);
const PLACEHOLDER = /change[-_ .]?me|replace[-_ .]?me|placeholder|your[-_ .]?(jwt[-_ .]?)?secret/i;

/**
 * Why a JWT secret is not fit for production, or undefined. Besides the known and placeholder
 * values, it refuses secrets with fewer than 8 different characters or made of one short piece
 * repeated ("secretsecret…"): 32 random hex digits have fewer than 8 different ones about once in
 * 30 million, and are never periodic.
 */
export function weakSecretProblem(secret: string): string | undefined {
  const weak =
    KNOWN_SECRETS.has(secret) || PLACEHOLDER.test(secret) || new Set(secret).size < 8 || /^(.{1,16})\1+$/s.test(secret);
  return weak
    ? 'is a published, placeholder or repetitive value, not a random one; make one with `openssl rand -base64 48` and set the same on every instance'
    : undefined;
}

/** Database passwords that were published (compose.yaml's old default) or that anyone tries first. */
const KNOWN_DATABASE_PASSWORDS = new Set(['painpoint-change-me', 'password', 'postgres', 'secret', 'admin']);

/**
 * Why DATABASE_URL's password is not fit for production, or undefined. A URL without a password is
 * left to the server's own authentication (a socket's peer, a certificate).
 */
export function weakDatabasePasswordProblem(databaseUrl: string): string | undefined {
  const url = new URL(databaseUrl);
  if (url.password === '') return undefined;
  const password = decodeURIComponent(url.password);
  const weak =
    KNOWN_DATABASE_PASSWORDS.has(password.toLowerCase()) ||
    PLACEHOLDER.test(password) ||
    password === decodeURIComponent(url.username);
  return weak
    ? "the database password is a published, placeholder or guessable one (compose.yaml's old default?); set POSTGRES_PASSWORD (compose.yaml) or the server's password to a random one, e.g. `openssl rand -hex 32` (hex: it goes into the URL as it is)"
    : undefined;
}

/** Hosts whose http:// address never leaves this machine (a browser counts them as secure too). */
const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Why PUBLIC_URL is not fit for production, or undefined. Every e-mailed link (sign-up, reset) is
 * built from it: over plain http, its token crosses the network readable and changeable. Only this
 * machine's own address may be http, for trying a production build on one machine (compose.yaml,
 * `npm run check:container`), where nothing crosses a network.
 */
export function insecurePublicUrlProblem(publicUrl: string): string | undefined {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:' || LOOPBACK_HOSTS.test(url.hostname)) return undefined;
  return `must be an https:// address in production (${url.protocol}// is allowed only for localhost and 127.0.0.1, trying the site on one machine)`;
}

/** Parses the environment once at start; every problem is reported at once, by variable name. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    // The legal pages must name the real grievance officer (DPDP Act 2023); defaults are for development.
    const missing = [
      // Every e-mailed link is built from it: a guess would send people to a dead address.
      'PUBLIC_URL',
      'GRIEVANCE_OFFICER_NAME',
      'GRIEVANCE_OFFICER_EMAIL',
      'GRIEVANCE_OFFICER_ADDRESS',
      'CONTACT_EMAIL',
    ].filter((k) => !source[k]);
    const problems = missing.map((k) => `${k}: required when NODE_ENV=production`);
    // Anyone who knows the session key can sign in as anyone: a published or made-up one is refused.
    const weakSecret = e.JWT_SECRET === undefined ? undefined : weakSecretProblem(e.JWT_SECRET);
    if (weakSecret) problems.push(`JWT_SECRET: ${weakSecret}`);
    const insecureUrl = e.PUBLIC_URL === undefined ? undefined : insecurePublicUrlProblem(e.PUBLIC_URL);
    if (insecureUrl) problems.push(`PUBLIC_URL: ${insecureUrl}`);
    const weakDatabase = e.DATABASE_URL === undefined ? undefined : weakDatabasePasswordProblem(e.DATABASE_URL);
    if (weakDatabase) problems.push(`DATABASE_URL: ${weakDatabase}`);
    // A stolen copy of the hashes would be cracked thousands of times faster.
    if (e.PASSWORD_HASH_COST === 'test')
      problems.push('PASSWORD_HASH_COST: "test" is for the test suites; remove it (the default is "owasp")');
    if (problems.length > 0) throw new ConfigError(problems);
  }
  if (e.SMS_PROVIDER === 'twilio') {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((k) => !source[k]?.trim());
    if (missing.length > 0) throw new ConfigError(missing.map((k) => `${k}: required when SMS_PROVIDER=twilio`));
  }
  const dataDir = resolve(REPO_ROOT, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV ?? 'development',
    nodeEnvSet: e.NODE_ENV !== undefined,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir,
    erasureJournal: e.ERASURE_JOURNAL ? resolve(REPO_ROOT, e.ERASURE_JOURNAL) : join(dataDir, 'erasures.log'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET ?? jwtSecretFromDataDir(dataDir),
    metricsToken: e.METRICS_TOKEN,
    passwordHashCost: e.PASSWORD_HASH_COST === 'test' ? TEST_PASSWORD_HASH_COST : OWASP_PASSWORD_HASH_COST,
    passwordChecks: { threads: e.PASSWORD_CHECK_THREADS, queue: e.PASSWORD_CHECK_QUEUE },
    redisPrefix: e.REDIS_PREFIX,
    mailFrom: e.MAIL_FROM ?? `PainPoint <no-reply@${new URL(publicUrl).hostname}>`,
    sms:
      e.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: e.TWILIO_ACCOUNT_SID ?? '',
            authToken: e.TWILIO_AUTH_TOKEN ?? '',
            from: e.TWILIO_FROM ?? '',
            apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
          }
        : { provider: 'dev' },
    smsDailyBudget: e.SMS_DAILY_BUDGET,
    webDist: resolve(REPO_ROOT, e.WEB_DIST),
    site: {
      grievanceOfficer: {
        name: e.GRIEVANCE_OFFICER_NAME,
        email: e.GRIEVANCE_OFFICER_EMAIL,
        address: e.GRIEVANCE_OFFICER_ADDRESS,
      },
      contactEmail: e.CONTACT_EMAIL,
    },
  };
}

/**
 * The environment for a PostgreSQL tool the site runs (pg_dump, pg_restore): this process's own,
 * with `extra` (the password, so that it is not on a command line other users can list).
 */
export function toolEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
