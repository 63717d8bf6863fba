import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Passwords } from '../src/accounts/passwords.ts';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/env.ts';
import { testConfig } from './helper.ts';

/** What a production deployment must set, but the JWT secret, with its data in `dir`. */
const productionEnv = (dir: string) => ({
  NODE_ENV: 'production',
  DATA_DIR: dir,
  PUBLIC_URL: 'https://painpoint.example',
  GRIEVANCE_OFFICER_NAME: 'Asha Rao',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@painpoint.example',
  GRIEVANCE_OFFICER_ADDRESS: '1 MG Road, Bengaluru',
  CONTACT_EMAIL: 'hello@painpoint.example',
});

describe('configuration', () => {
  it('reports every bad value by name', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL');
      expect(msg).toContain('JWT_SECRET');
    }
  });

  it('generates a JWT secret in the data folder once and reuses it', () => {
    const dir = testConfig().dataDir;
    const a = loadConfig({ DATA_DIR: join(dir, 'fresh') }).jwtSecret;
    const b = loadConfig({ DATA_DIR: join(dir, 'fresh') }).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b).toBe(a);
  });

  it('requires the grievance officer and the public address in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/GRIEVANCE_OFFICER_NAME/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
  });

  it('refuses a known, placeholder or low-variety JWT secret in production, naming JWT_SECRET', () => {
    const dir = testConfig().dataDir;
    const production = productionEnv(dir);
    for (const secret of [
      // compose.yaml's old default, which a deployment that forgot JWT_SECRET ran with
      'compose-development-secret-change-me-0123456789',
      'please-change-me-to-something-long-and-random',
      'REPLACE_ME_REPLACE_ME_REPLACE_ME_REPLACE_ME',
      'secretsecretsecretsecretsecretsecret',
      'x'.repeat(40),
      '0123456701234567012345670123456701234567',
    ]) {
      expect(() => loadConfig({ ...production, JWT_SECRET: secret }), secret).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, JWT_SECRET: secret }), secret).toThrow(/JWT_SECRET: .*random/);
    }
    // Too short, in production as everywhere.
    expect(() => loadConfig({ ...production, JWT_SECRET: 'changeme' })).toThrow(/JWT_SECRET: must be at least 32/);
    // A random one is taken, and so is one generated into the data folder.
    const random = randomBytes(32).toString('hex');
    expect(loadConfig({ ...production, JWT_SECRET: random }).jwtSecret).toBe(random);
    expect(loadConfig({ ...production, JWT_SECRET: randomBytes(24).toString('base64url') }).jwtSecret).toHaveLength(32);
    expect(loadConfig(production).jwtSecret.length).toBeGreaterThanOrEqual(32);
    // Development and tests take any secret of 32 characters.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('refuses a plain-http public address in production, but for this machine itself', () => {
    const production = productionEnv(testConfig().dataDir);
    for (const url of ['http://painpoint.example', 'http://203.0.113.7:3000', 'HTTP://painpoint.example/'])
      expect(() => loadConfig({ ...production, PUBLIC_URL: url }), url).toThrow(/PUBLIC_URL: .*https:\/\//);
    // compose.yaml and check:container try a production build on one machine: its links never leave it.
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
      expect(loadConfig({ ...production, PUBLIC_URL: url }).publicUrl, url).toBe(url);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://painpoint.example' }).publicUrl).toBe(
      'https://painpoint.example',
    );
  });

  it("refuses compose.yaml's old database password, or a placeholder, in production", () => {
    const production = productionEnv(testConfig().dataDir);
    for (const url of [
      'postgres://painpoint:painpoint-change-me@db:5432/painpoint',
      'postgresql://painpoint:change-me@db/painpoint',
      'postgres://painpoint:CHANGEME@db/painpoint',
      'postgres://app:password@db/app',
      'postgres://painpoint:painpoint@db/painpoint',
    ])
      expect(() => loadConfig({ ...production, DATABASE_URL: url }), url).toThrow(/DATABASE_URL: .*password/);
    const url = `postgres://painpoint:${randomBytes(24).toString('base64url')}@db:5432/painpoint`;
    expect(loadConfig({ ...production, DATABASE_URL: url }).databaseUrl).toBe(url);
    // No password at all: the server's own authentication (a socket's peer, a certificate) decides.
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://painpoint@db/painpoint' }).databaseUrl).toBeDefined();
    // compose.yaml has no default to fall back on: the operator must set one (`${VAR:?…}`).
    const compose = readFileSync(join(REPO_ROOT, 'compose.yaml'), 'utf8');
    expect(compose).not.toMatch(/\$\{POSTGRES_PASSWORD:?-/);
    expect(compose.match(/\$\{POSTGRES_PASSWORD:\?/g)).toHaveLength(2);
    // Development keeps whatever the machine's database wants.
    expect(
      loadConfig({ DATA_DIR: testConfig().dataDir, DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1/x' }),
    ).toBeDefined();
  });

  it("hashes passwords at OWASP's cost in production, and refuses the test suites' cheap cost there", async () => {
    const dir = testConfig().dataDir;
    const production = productionEnv(dir);
    const stored = await new Passwords(
      loadConfig(production).passwordHashCost,
      loadConfig(production).passwordChecks,
    ).hash('lantern meadow quietly ferments');
    // The parameters are written into the hash: 19 MiB, 2 passes, 1 lane.
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(loadConfig({ DATA_DIR: dir }).passwordHashCost).toEqual(loadConfig(production).passwordHashCost);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'test' })).toThrow(/PASSWORD_HASH_COST: "test"/);
    // A hash names its own parameters: a test app checks a production hash, and the other way round.
    const test = loadConfig({ DATA_DIR: dir, PASSWORD_HASH_COST: 'test' });
    const cheap = new Passwords(test.passwordHashCost, test.passwordChecks);
    expect(await cheap.verify(stored, 'lantern meadow quietly ferments')).toBe(true);
    expect(await cheap.verify(stored, 'lantern meadow quietly')).toBe(false);
  });

  it('builds the default public address from PORT, so e-mailed links reach this server', () => {
    const dir = testConfig().dataDir;
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080', PUBLIC_URL: 'https://painpoint.example/' }).publicUrl).toBe(
      'https://painpoint.example',
    );
  });
});
