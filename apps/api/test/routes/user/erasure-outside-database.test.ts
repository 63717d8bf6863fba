import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loggerOptions } from '../../../src/logger.ts';
import { bearer, login, register, STRONG, type App } from '../../accounts-helper.ts';
import { build } from '../../helper.ts';

/**
 * What an erasure must reach outside the database (decision 111): the erasure journal, which lets a
 * restore from a backup erase the account again, and the development mail spool (`outbox/`).
 */

const remove = (app: App, access: string) =>
  app.inject({ method: 'POST', url: '/user/delete-user-account/', headers: bearer(access), payload: {} });

/** An app writing mail and texts to the development spool of a data folder of the test's own, with its log in memory. */
async function spoolingApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'painpoint-erasure-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await build({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }, undefined, {
    server: { logger: { ...(loggerOptions('info') as object), stream } },
  });
  const spool = () =>
    readdirSync(join(dataDir, 'outbox'))
      .sort()
      .map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8'));
  return { app, dataDir, spool, log: () => lines.join('') };
}

async function signedIn(app: App, login_: Record<string, string>, username: string) {
  await register(app, { ...login_, password: STRONG, confirmPassword: STRONG });
  const res = await login(app, username, STRONG);
  return res.json() as { access: string };
}

describe('the erasure journal', () => {
  it('records the account id and the time, and nothing else, in a private file of the data folder', async () => {
    const { app, dataDir } = await spoolingApp();
    const { access } = await signedIn(app, { email: 'asha@example.org' }, 'asha@example.org');
    const [{ id }] = (await app.database.query<{ id: string }>('SELECT id FROM users')) as [{ id: string }];
    const before = Date.now();
    expect((await remove(app, access)).statusCode).toBe(200);

    const file = join(dataDir, 'erasures.log');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { at: string; account: string };
    expect(Object.keys(entry).sort()).toEqual(['account', 'at']);
    expect(entry.account).toBe(id);
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(readFileSync(file, 'utf8')).not.toMatch(/asha/i);
  });

  it('answers an error and deletes nothing when the journal cannot be written', async () => {
    const { app, dataDir } = await spoolingApp();
    const { access } = await signedIn(app, { email: 'asha@example.org' }, 'asha@example.org');
    // A folder where the file should be: appending to it fails.
    mkdirSync(join(dataDir, 'erasures.log'));
    expect((await remove(app, access)).statusCode).toBe(500);
    expect(await app.database.query('SELECT 1 FROM users')).toHaveLength(1);
  });

  it('is written where ERASURE_JOURNAL says', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'painpoint-journal-'));
    onTestFinished(() => rmSync(elsewhere, { recursive: true, force: true }));
    const journal = join(elsewhere, 'erased.log');
    const { app } = await spoolingApp({ ERASURE_JOURNAL: journal });
    const { access } = await signedIn(app, { email: 'asha@example.org' }, 'asha@example.org');
    expect((await remove(app, access)).statusCode).toBe(200);
    expect(readFileSync(journal, 'utf8')).toMatch(/"account":"[0-9a-f-]{36}"/);
  });
});

describe('the development mail spool', () => {
  it("removes the person's mail and texts, keeps everyone else's, and logs how many without whom", async () => {
    const { app, spool, log } = await spoolingApp();
    const { access } = await signedIn(app, { email: 'Asha@Example.org' }, 'asha@example.org');
    await signedIn(app, { email: 'ravi@example.org' }, 'ravi@example.org');
    const { access: phoneAccess } = await signedIn(app, { phone: '98765 43210', dialCode: '+91' }, '+919876543210');
    await signedIn(app, { phone: '98765 43211', dialCode: '+91' }, '+919876543211');
    await app.outbox.drain();
    expect(spool().filter((t) => /^To: asha@example\.org\n/i.test(t)).length).toBeGreaterThan(0);
    expect(spool().filter((t) => t.startsWith('To: +919876543210\n')).length).toBeGreaterThan(0);

    expect((await remove(app, access)).statusCode).toBe(200);
    expect((await remove(app, phoneAccess)).statusCode).toBe(200);
    await app.outbox.drain();

    // Only the last notice, written after the erasure, is left to them.
    const theirs = spool().filter((t) => /^To: (asha@example\.org|\+919876543210)\n/i.test(t));
    expect(theirs, JSON.stringify(spool())).toHaveLength(2);
    for (const t of theirs) expect(t).toMatch(/deleted/);
    expect(spool().some((t) => t.startsWith('To: ravi@example.org\n'))).toBe(true);
    expect(spool().some((t) => t.startsWith('To: +919876543211\n'))).toBe(true);

    const deleted = log()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.event === 'account_deleted');
    expect(deleted).toHaveLength(2);
    for (const e of deleted) expect(e.spooledMessagesRemoved).toBeGreaterThan(0);
    expect(JSON.stringify(deleted)).not.toMatch(/asha|98765/i);
  });
});
