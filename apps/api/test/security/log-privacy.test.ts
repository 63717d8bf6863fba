import { Writable } from 'node:stream';
import { HISTORY_NOTICE_VERSION } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import type { AppOptions } from '../../src/app.ts';
import { loggerOptions } from '../../src/logger.ts';
import { bearer, login, register, signUp, STRONG } from '../accounts-helper.ts';
import { build, TEST_DATABASE_URL } from '../helper.ts';

/**
 * A failing query must not put what the database holds, or what was about to be stored, into the
 * log: not the query's parameters (PGlite attaches them to its errors), not PostgreSQL's `detail`
 * ("Key (email)=(…) already exists", "Failing row contains (…)"), not `where`, not a value quoted
 * in the message ('invalid input syntax for type uuid: "…"'). The log keeps what helps an
 * operator: the SQLSTATE code, the table and the constraint. Checked on the real pino output, with
 * the app's logger options, for every table that holds personal data.
 */

/** The app writing its real log into memory, on an empty database; it closes when the test ends. */
async function loggedApp(transports?: AppOptions['transports']) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await build({ LOG_LEVEL: 'info' }, undefined, {
    server: { logger: { ...(loggerOptions('info') as object), stream } },
    ...(transports ? { transports } : {}),
  });
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { app, text: () => lines.join(''), entries };
}

type LoggedErr = { message?: string; table?: string; constraint?: string };

/** What a stored value or secret looks like when no test value names it. */
const SECRET_SHAPES = [
  /\$argon2id\$/, // a password hash
  /(?<![\w-])[\w-]{43}(?![\w-])/, // a token hash or a token (SHA-256, base64url)
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, // a row's uuid (a user id)
];

function expectNothingStored(log: string, errors: Record<string, unknown>[], values: string[]) {
  for (const v of values) expect(log, `the log holds "${v}"`).not.toContain(v);
  for (const e of errors) {
    const json = JSON.stringify(e);
    for (const shape of SECRET_SHAPES) expect(json, `an error entry matches ${shape}`).not.toMatch(shape);
  }
}

describe(`database errors in the log (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('carry no stored or submitted value, through the Database interface, for each table with personal data', async () => {
    const { app, text, entries } = await loggedApp();
    const db = app.database;
    // One row in each table, with values the log must never show.
    const [user] = await db.query<{ id: string }>(
      'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id',
      ['stored-user@example.org', 'stored-password-hash'],
    );
    const uid = user!.id;
    await db.query(
      `INSERT INTO profiles (user_id, name, age_range, sex, body_type, consent_given_at, consent_notice_version)
       VALUES ($1, 'Stored Profile Name', '30-39', 'female', 'slim', now(), 'stored-notice')`,
      [uid],
    );
    await db.query(
      `WITH s AS (INSERT INTO sessions (id, user_id, expires_at)
                  VALUES (gen_random_uuid(), $1, now() + interval '1 day') RETURNING id)
       INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at)
       SELECT 'stored-refresh-hash', $1, id, now() + interval '1 day' FROM s`,
      [uid],
    );
    await db.query(
      "INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES ('stored-link-hash', $1, 'reset', now())",
      [uid],
    );
    await db.query(
      "INSERT INTO contact_messages (user_id, name, email, msg) VALUES ($1, 'Stored Contact Name', 'stored-contact@example.org', 'stored contact words')",
      [uid],
    );
    await db.query(
      "INSERT INTO consent_events (user_id, action, notice_version) VALUES ($1, 'given', 'stored-notice')",
      [uid],
    );
    await db.query(
      "INSERT INTO outbox (channel, recipient, subject, body, user_id) VALUES ('email', 'stored-recipient@example.org', 'stored subject', 'stored outbox body', $1)",
      [uid],
    );
    await db.query("INSERT INTO history_consents (user_id, notice_version) VALUES ($1, 'stored-history-notice')", [
      uid,
    ]);
    await db.query(
      `INSERT INTO saved_assessments (user_id, location, sex, age, weight, answers, triage, conditions, kb_version)
       VALUES ($1, 'knee', 'female', 58, 72.5, $2::jsonb, 'urgent', $3::jsonb, 'stored-kb-version')`,
      [
        uid,
        JSON.stringify({ symptoms: { stored_symptom_key: 1 }, flags: { stored_symptom_key__stored_step: true } }),
        JSON.stringify([{ disease_short_name: 'stored_condition_name', final_score: 50, difference_percentage: 0 }]),
      ],
    );

    const stored = [
      'stored-user@example.org',
      'stored-password-hash',
      'Stored Profile Name',
      'stored-refresh-hash',
      'stored-link-hash',
      'Stored Contact Name',
      'stored-contact@example.org',
      'stored contact words',
      'stored-recipient@example.org',
      'stored subject',
      'stored outbox body',
      'stored-history-notice',
      'stored_symptom_key',
      'stored_condition_name',
      'stored-kb-version',
      uid,
    ];
    const submitted = [
      'submitted-password-hash',
      'submitted-not-a-uuid',
      'Submitted Profile Name',
      'submitted-link-hash',
      'Submitted Contact Name',
      'submitted-contact@example.org',
      'submitted contact words',
      'submitted-notice',
      'submitted-recipient@example.org',
      'submitted outbox body',
      'submitted-history-notice',
      'submitted_symptom_key',
      'submitted_condition_name',
      'submitted-kb-version',
    ];
    const failing: { table: string; code: string; run: () => Promise<unknown> }[] = [
      // A unique violation's detail names the stored address.
      {
        table: 'users',
        code: '23505',
        run: () =>
          db.query('INSERT INTO users (email, password_hash) VALUES ($1, $2)', [
            'stored-user@example.org',
            'submitted-password-hash',
          ]),
      },
      // A check violation's detail is the whole row.
      {
        table: 'users',
        code: '23514',
        run: () => db.query('INSERT INTO users (password_hash) VALUES ($1)', ['submitted-password-hash']),
      },
      // The message itself quotes the value.
      {
        table: 'users',
        code: '22P02',
        run: () => db.query('SELECT id FROM users WHERE id = $1', ['submitted-not-a-uuid']),
      },
      {
        table: 'profiles',
        code: '23505',
        run: () =>
          db.query(
            `INSERT INTO profiles (user_id, name, age_range, sex, body_type, consent_given_at, consent_notice_version)
             VALUES ($1, $2, '30-39', 'female', 'slim', now(), $3)`,
            [uid, 'Submitted Profile Name', 'submitted-notice'],
          ),
      },
      {
        table: 'profiles',
        code: '23502',
        run: () =>
          db.query('UPDATE profiles SET sex = NULL, name = $2 WHERE user_id = $1', [uid, 'Submitted Profile Name']),
      },
      {
        table: 'refresh_tokens',
        code: '23505',
        run: () =>
          db.transaction((tx) =>
            tx.query(
              `INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at)
               SELECT $1, $2, family_id, now() FROM refresh_tokens WHERE token_hash = $1`,
              ['stored-refresh-hash', uid],
            ),
          ),
      },
      {
        table: 'sessions',
        code: '23505',
        run: () =>
          db.query(
            'INSERT INTO sessions (id, user_id, expires_at) SELECT id, user_id, now() FROM sessions WHERE user_id = $1',
            [uid],
          ),
      },
      {
        table: 'one_time_tokens',
        code: '23514',
        run: () =>
          db.query(
            "INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'bogus', now())",
            ['submitted-link-hash', uid],
          ),
      },
      // The reported case: a NUL in a contact message (22021), with name, address and text as parameters.
      {
        table: 'contact_messages',
        code: '22021',
        run: () =>
          db.query('INSERT INTO contact_messages (name, email, msg) VALUES ($1, $2, $3)', [
            'Submitted Contact Name',
            'submitted-contact@example.org',
            'submitted contact words\u0000',
          ]),
      },
      {
        table: 'contact_messages',
        code: '23503',
        run: () =>
          db.transaction((tx) =>
            tx.query(
              'INSERT INTO contact_messages (user_id, name, email, msg) VALUES (gen_random_uuid(), $1, $2, $3)',
              ['Submitted Contact Name', 'submitted-contact@example.org', 'submitted contact words'],
            ),
          ),
      },
      {
        table: 'consent_events',
        code: '23514',
        run: () =>
          db.exec(
            `INSERT INTO consent_events (user_id, action, notice_version) VALUES ('${uid}', 'maybe', 'submitted-notice')`,
          ),
      },
      {
        table: 'history_consents',
        code: '23505',
        run: () =>
          db.query('INSERT INTO history_consents (user_id, notice_version) VALUES ($1, $2)', [
            uid,
            'submitted-history-notice',
          ]),
      },
      // A saved assessment's check violation: the detail would be the whole row, answers included.
      {
        table: 'saved_assessments',
        code: '23514',
        run: () =>
          db.query(
            `INSERT INTO saved_assessments (user_id, location, sex, age, weight, answers, triage, conditions, kb_version)
             VALUES ($1, 'knee', 'female', 58, 72.5, $2::jsonb, 'whenever', $3::jsonb, $4)`,
            [
              uid,
              JSON.stringify({ symptoms: { submitted_symptom_key: 1 } }),
              JSON.stringify([{ disease_short_name: 'submitted_condition_name' }]),
              'submitted-kb-version',
            ],
          ),
      },
      // No consent row for this person: the detail names the id.
      {
        table: 'saved_assessments',
        code: '23503',
        run: () =>
          db.transaction((tx) =>
            tx.query(
              `INSERT INTO saved_assessments (user_id, location, sex, age, weight, answers, triage, conditions, kb_version)
               VALUES (gen_random_uuid(), 'knee', 'female', 58, 72.5, $1::jsonb, 'urgent', '[]', $2)`,
              [JSON.stringify({ symptoms: { submitted_symptom_key: 1 } }), 'submitted-kb-version'],
            ),
          ),
      },
      // An update of a stored row: the detail shows the stored body, not a parameter.
      {
        table: 'outbox',
        code: '23514',
        run: () => db.query("UPDATE outbox SET channel = 'fax' WHERE user_id = $1", [uid]),
      },
      {
        table: 'outbox',
        code: '23514',
        run: () =>
          db.transaction((tx) =>
            tx.query("INSERT INTO outbox (channel, recipient, body) VALUES ('fax', $1, $2)", [
              'submitted-recipient@example.org',
              'submitted outbox body',
            ]),
          ),
      },
    ];
    for (const f of failing) {
      const err = await f.run().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err, `${f.table} ${f.code}`).toBeInstanceOf(Error);
      // As the error handler and the outbox log a failure.
      app.log.error({ err, case: `${f.table} ${f.code}` }, 'request failed');
    }

    const logged = entries().filter((e) => e.msg === 'request failed');
    expect(logged).toHaveLength(failing.length);
    expectNothingStored(text(), logged, [...stored, ...submitted]);
    // Only the driver's errors are rebuilt: the caller's own error inside a transaction comes out as it is.
    const own = new RangeError('the caller’s own error');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        throw own;
      }),
    ).rejects.toBe(own);
    for (const [i, entry] of logged.entries()) {
      const err = entry.err as LoggedErr;
      // What helps an operator stays: the SQLSTATE code, and the table or constraint. (The logger
      // redacts every `code` field, so the SQLSTATE is in the message.)
      expect(err.message, String(entry.case)).toContain(`SQLSTATE ${failing[i]!.code}`);
      expect(`${err.message} ${err.table ?? ''}`, String(entry.case)).toMatch(
        failing[i]!.code === '22P02' || failing[i]!.code === '22021' ? /invalid/ : new RegExp(failing[i]!.table),
      );
    }
  });

  it('carry no stored or submitted value when a route fails on each table with personal data', async () => {
    const { app, text, entries } = await loggedApp();
    const db = app.database;
    const email = 'route-person@example.org';
    const profile = {
      name: 'Route Profile Name',
      age_range: '40-49',
      sex: 'male',
      body_type: 'heavy',
      consent: { agreed: true, notice_version: '2026-11-21' },
    };
    const contact = { name: 'Route Contact Name', email: 'route-contact@example.org', msg: 'route contact words' };
    const assessment = {
      answers: {
        painLocation: { id: 'knee-left', key: 'knee' },
        sex: 'male',
        weight: 90,
        age_range: { min: 45, max: 45 },
        symptoms: { route_symptom_key: 1 },
        flags: { route_symptom_key__route_step: true },
      },
      triage: 'urgent',
      conditions: [{ disease_short_name: 'route_condition_name', final_score: 60, difference_percentage: 0 }],
      kb_version: 'route-kb-version',
    };
    expect((await register(app, { email, password: STRONG, confirmPassword: STRONG })).statusCode).toBe(201);
    const { access } = (await login(app, email, STRONG)).json() as { access: string };

    /** Makes `table` refuse every new or changed row while `call` runs; the call must fail with 500. */
    async function failOn(table: string, call: () => Promise<{ statusCode: number; body: string }>) {
      await db.exec(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_refuses_rows CHECK (false) NOT VALID`);
      try {
        const res = await call();
        expect(res.statusCode, `${table}: ${res.body}`).toBe(500);
      } finally {
        await db.exec(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_refuses_rows`);
      }
    }
    const putProfile = () =>
      app.inject({ method: 'PUT', url: '/user/profile/', headers: bearer(access), payload: profile });
    const sendMessage = () =>
      app.inject({ method: 'POST', url: '/user/user-msg/', headers: bearer(access), payload: contact });
    const giveHistoryConsent = () =>
      app.inject({
        method: 'PUT',
        url: '/user/assessments/consent/',
        headers: bearer(access),
        payload: { agreed: true, notice_version: HISTORY_NOTICE_VERSION },
      });
    const saveAssessment = () =>
      app.inject({ method: 'POST', url: '/user/assessments/', headers: bearer(access), payload: assessment });

    await failOn('users', () =>
      signUp(app, { email: 'route-new@example.org', password: STRONG, confirmPassword: STRONG }),
    );
    await failOn('sessions', () => login(app, email, STRONG));
    await failOn('refresh_tokens', () => login(app, email, STRONG));
    await failOn('profiles', putProfile);
    await failOn('consent_events', putProfile);
    await failOn('one_time_tokens', () =>
      app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email } }),
    );
    await failOn('contact_messages', sendMessage);
    await failOn('outbox', sendMessage);
    await failOn('history_consents', giveHistoryConsent);
    expect((await giveHistoryConsent()).statusCode).toBe(200);
    await failOn('saved_assessments', saveAssessment);

    const failures = entries().filter((e) => e.msg === 'request failed');
    const tables = [
      'users',
      'sessions',
      'refresh_tokens',
      'profiles',
      'consent_events',
      'one_time_tokens',
      'contact_messages',
      'outbox',
      'history_consents',
      'saved_assessments',
    ];
    expect(failures).toHaveLength(tables.length);
    expectNothingStored(text(), failures, [
      email,
      'route-new@example.org',
      STRONG,
      profile.name,
      contact.name,
      contact.email,
      contact.msg,
      'route_symptom_key',
      'route_condition_name',
      'route-kb-version',
    ]);
    for (const [i, entry] of failures.entries()) {
      const err = entry.err as LoggedErr;
      expect(err.message).toContain('SQLSTATE 23514');
      expect(err.message).toContain(`${tables[i]}_refuses_rows`);
    }
  });
});

describe('undelivered mail and texts in the log', () => {
  it('keep why a provider refused a message, never whom it was for', async () => {
    // Providers that refuse every message, quoting the recipient as real ones do.
    const refusing = (name: string) => ({
      name,
      async send(m: { recipient: string }) {
        throw Object.assign(new Error(`550 5.1.1 <${m.recipient}>: Recipient address rejected (${m.recipient})`), {
          code: 'EENVELOPE',
          responseCode: 550,
        });
      },
    });
    const { app, text, entries } = await loggedApp({ email: refusing('smtp'), sms: refusing('sms') });
    await signUp(app, { email: 'refused-person@example.org', password: STRONG, confirmPassword: STRONG });
    await signUp(app, { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG });
    await app.inject({
      method: 'POST',
      url: '/user/forgot-password/',
      payload: { email: 'refused-person@example.org' },
    });
    await app.inject({
      method: 'POST',
      url: '/user/forgot-password-phone/',
      payload: { phone: '9876543210', dialCode: '91' },
    });
    await app.outbox.drain();
    const rows = await app.database.query<{ last_error: string | null }>('SELECT last_error FROM outbox');
    // The verify link and code of the sign-ups, and the reset link and code.
    expect(rows.length).toBe(4);
    for (const r of rows) {
      expect(r.last_error).toMatch(/550 5\.1\.1/);
      expect(r.last_error).not.toMatch(/refused-person|9876543210|98765/);
    }
    expect(entries().filter((e) => e.msg === 'message not delivered; it will be retried')).toHaveLength(4);
    const log = text();
    expect(log).toContain('EENVELOPE');
    for (const who of ['refused-person', '9876543210', '98765 43210']) expect(log).not.toContain(who);
  });
});
