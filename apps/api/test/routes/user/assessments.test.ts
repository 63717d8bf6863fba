import { randomUUID } from 'node:crypto';
import {
  HISTORY_NOTICE_VERSION,
  LOCATION_KEYS,
  MAX_SAVED_ASSESSMENTS,
  PROFILE_NOTICE_VERSION,
  type SaveAssessmentRequest,
} from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../src/accounts/rules.ts';
import { insertAssessment } from '../../../src/db/repositories/saved-assessments.ts';
import { SAVE_BODY_LIMIT } from '../../../src/routes/user/assessments.ts';
import { en } from '../../../src/wording/en.ts';
import { account, bearer, login, STRONG, type App } from '../../accounts-helper.ts';
import { build, TEST_DATABASE_URL } from '../../helper.ts';

const DB = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** An assessment as the web app would save it from the results of a knee check. */
function kneeAssessment(overrides: Partial<SaveAssessmentRequest> = {}): SaveAssessmentRequest {
  return {
    answers: {
      painLocation: { id: 'knee-left', key: 'knee' },
      sex: 'female',
      weight: 72.5,
      age_range: { min: 58, max: 58 },
      age_range_key: '58',
      symptoms: { gradual_onset: 1, stiffness_morning_short: 1, not_sure: 2 },
      flags: {
        gradual_onset__onset: true,
        stiffness_morning_short__stiffness: true,
        not_sure__swelling: true,
        not_sure__locking: true,
      },
    },
    triage: 'see-doctor',
    conditions: [
      { disease_short_name: 'knee_osteoarthritis', final_score: 72.31, difference_percentage: 0 },
      { disease_short_name: 'patellofemoral_pain', final_score: 51.2, difference_percentage: 29.19 },
    ],
    kb_version: 'a1b2c3d4e5f6',
    ...overrides,
  };
}

type Call = { method?: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: unknown };

/** A logged-in person's calls. */
async function person(app: App, email = 'asha@example.org') {
  const { access } = await account(app, email);
  const call = ({ method = 'GET', url, payload }: Call) =>
    app.inject({
      method,
      url,
      headers: bearer(access),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    access,
    call,
    consent: () =>
      call({
        method: 'PUT',
        url: '/user/assessments/consent/',
        payload: { agreed: true, notice_version: HISTORY_NOTICE_VERSION },
      }),
    save: (body: unknown = kneeAssessment()) => call({ method: 'POST', url: '/user/assessments/', payload: body }),
    list: (query = '') => call({ url: `/user/assessments/${query}` }),
  };
}

const count = async (app: App, table: string) =>
  Number((await app.database.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

describe(`saved assessments: consent (${DB})`, () => {
  it('refuses to save without consent, records consent to the current notice, and keeps its time', async () => {
    const app = await build();
    const asha = await person(app);

    const refused = await asha.save();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: en.historyConsentNeeded });
    expect(await count(app, 'saved_assessments')).toBe(0);
    expect((await asha.list()).json()).toEqual({ consent: null, total: 0, limit: 20, offset: 0, items: [] });
    expect((await asha.call({ url: '/user/assessments/consent/' })).json()).toEqual({ consent: null });

    const notAgreed = await asha.call({
      method: 'PUT',
      url: '/user/assessments/consent/',
      payload: { agreed: false, notice_version: HISTORY_NOTICE_VERSION },
    });
    expect(notAgreed.statusCode).toBe(400);
    expect(notAgreed.json().message).toMatch(/Tick the box/);
    const oldNotice = await asha.call({
      method: 'PUT',
      url: '/user/assessments/consent/',
      payload: { agreed: true, notice_version: '2020-01-01' },
    });
    expect(oldNotice.statusCode).toBe(409);
    expect(oldNotice.json().message).toMatch(/has changed/);
    expect(await count(app, 'history_consents')).toBe(0);

    const given = await asha.consent();
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({ given_at: expect.any(String), notice_version: HISTORY_NOTICE_VERSION });
    const again = await asha.consent();
    expect(again.json().given_at).toBe(given.json().given_at);
    expect((await asha.call({ url: '/user/assessments/consent/' })).json()).toEqual({ consent: given.json() });
    expect((await asha.list()).json().consent).toEqual(given.json());
    // One event for the two agreements to the same notice, apart from the profile's.
    expect(await app.database.query('SELECT purpose, action, notice_version FROM consent_events')).toEqual([
      { purpose: 'history', action: 'given', notice_version: HISTORY_NOTICE_VERSION },
    ]);
    expect((await asha.save()).statusCode).toBe(201);
  });

  it('deletes every saved assessment when consent is withdrawn, records it, and refuses saving after', async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();
    for (let i = 0; i < 3; i++) expect((await asha.save()).statusCode).toBe(201);

    const withdrawn = await asha.call({ method: 'DELETE', url: '/user/assessments/consent/' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe('Your consent is withdrawn and your 3 saved assessments are deleted.');
    expect(await count(app, 'saved_assessments')).toBe(0);
    expect(await count(app, 'history_consents')).toBe(0);
    expect((await asha.list()).json()).toMatchObject({ consent: null, total: 0, items: [] });
    const actions = await app.database.query<{ action: string }>(
      "SELECT action FROM consent_events WHERE purpose = 'history' ORDER BY id",
    );
    expect(actions.map((a) => a.action)).toEqual(['given', 'withdrawn']);
    expect((await asha.save()).statusCode).toBe(403);

    // Withdrawing again changes nothing and records nothing.
    const twice = await asha.call({ method: 'DELETE', url: '/user/assessments/consent/' });
    expect(twice.json().message).toBe('Your consent is withdrawn. You had no saved assessments.');
    expect(await count(app, 'consent_events')).toBe(2);
  });

  it('keeps the two consents apart: withdrawing the profile keeps the history, and the other way round', async () => {
    const app = await build();
    const asha = await person(app);
    await asha.call({
      method: 'PUT',
      url: '/user/profile/',
      payload: {
        name: 'Asha',
        age_range: '50-59',
        sex: 'female',
        body_type: 'average',
        consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION },
      },
    });
    await asha.consent();
    await asha.save();
    await asha.call({ method: 'DELETE', url: '/user/profile/' });
    expect((await asha.list()).json().total).toBe(1);
    await asha.call({
      method: 'PUT',
      url: '/user/profile/',
      payload: {
        name: 'Asha',
        age_range: '50-59',
        sex: 'female',
        body_type: 'average',
        consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION },
      },
    });
    await asha.call({ method: 'DELETE', url: '/user/assessments/consent/' });
    expect((await asha.call({ url: '/user/profile/' })).json().profile.name).toBe('Asha');
  });
});

describe(`saved assessments: save, list, read, delete (${DB})`, () => {
  it('saves, lists newest first in pages, reads one back as it was sent, deletes one and then all', async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();

    const first = kneeAssessment();
    const saved = await asha.save(first);
    expect(saved.statusCode).toBe(201);
    const one = saved.json();
    expect(one).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created_at: expect.any(String),
      location: 'knee',
      sex: 'female',
      age: 58,
      weight: 72.5,
      triage: 'see-doctor',
      conditions: first.conditions,
      kb_version: first.kb_version,
      answers: first.answers,
    });

    const second = kneeAssessment({
      answers: { ...first.answers, symptoms: { sudden_onset: 1 }, flags: { sudden_onset__onset: true } },
      triage: 'urgent',
      conditions: [],
    });
    const chest = kneeAssessment({
      answers: {
        ...first.answers,
        painLocation: { id: 'chest', key: 'chest' },
        sex: 'male',
        weight: 80,
        age_range: { min: 61, max: 61 },
      },
      triage: 'emergency',
    });
    const secondId = (await asha.save(second)).json().id;
    const chestId = (await asha.save(chest)).json().id;

    const all = (await asha.list()).json();
    expect(all.total).toBe(3);
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([chestId, secondId, one.id]);
    expect(all.items[0]).toEqual({
      id: chestId,
      created_at: expect.any(String),
      location: 'chest',
      sex: 'male',
      age: 61,
      weight: 80,
      triage: 'emergency',
      conditions: chest.conditions,
      kb_version: chest.kb_version,
    });
    expect(all.items[0]).not.toHaveProperty('answers');

    const page = (await asha.list('?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([secondId]);
    const knees = (await asha.list('?location=knee')).json();
    expect(knees.total).toBe(2);
    expect(knees.items.map((i: { id: string }) => i.id)).toEqual([secondId, one.id]);
    expect((await asha.list('?location=head')).json()).toMatchObject({ total: 0, items: [] });

    const read = await asha.call({ url: `/user/assessments/${one.id}/` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(one);
    // An id in capitals is the same id.
    expect((await asha.call({ url: `/user/assessments/${one.id.toUpperCase()}/` })).json()).toEqual(one);

    const deleted = await asha.call({ method: 'DELETE', url: `/user/assessments/${one.id}/` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The saved assessment is deleted.' });
    const gone = await asha.call({ url: `/user/assessments/${one.id}/` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'NOT_FOUND', message: en.noSuchAssessment });
    expect((await asha.call({ method: 'DELETE', url: `/user/assessments/${one.id}/` })).statusCode).toBe(404);
    expect((await asha.list()).json().total).toBe(2);

    const cleared = await asha.call({ method: 'DELETE', url: '/user/assessments/' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'Your 2 saved assessments are deleted.' });
    expect(await count(app, 'saved_assessments')).toBe(0);
    expect((await asha.call({ method: 'DELETE', url: '/user/assessments/' })).json().message).toBe(
      'You have no saved assessments.',
    );
    // Deleting them all is not withdrawing consent: saving still works.
    expect((await asha.list()).json().consent).not.toBeNull();
    expect((await asha.save()).statusCode).toBe(201);
  });

  it('takes the largest assessment the knowledge base allows: every option of every step chosen', async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();
    let largest: SaveAssessmentRequest | undefined;
    let largestSize = 0;
    for (const key of LOCATION_KEYS) {
      const location = app.content.kb.locations.get(key);
      if (!location) continue;
      const symptoms: Record<string, number> = {};
      const flags: Record<string, true> = {};
      for (const step of location.file.steps) {
        for (const option of step.step_options) {
          flags[`${option.key}__${step.id}`] = true;
          symptoms[option.key] = (symptoms[option.key] ?? 0) + 1;
        }
      }
      const body = kneeAssessment({
        answers: { ...kneeAssessment().answers, painLocation: { id: `${key}-front`, key }, symptoms, flags },
        conditions: location.diseases.slice(0, 10).map((d, i) => ({
          disease_short_name: d.disease_short_name,
          final_score: 99.99 - i,
          difference_percentage: i === 0 ? 0 : 9.87 * i,
        })),
        kb_version: app.content.version,
      });
      const size = JSON.stringify(body).length;
      if (size > largestSize) [largest, largestSize] = [body, size];
    }
    // Room to grow: the largest real assessment is well under the body limit.
    expect(largestSize).toBeLessThan(SAVE_BODY_LIMIT / 2);
    const saved = await asha.save(largest);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().answers).toEqual(largest!.answers);
  });
});

describe(`saved assessments: validation and limits (${DB})`, () => {
  const base = kneeAssessment();
  const withAnswers = (answers: Record<string, unknown>) => ({ ...base, answers: { ...base.answers, ...answers } });

  it('saves a check whose weight the person did not know, and gives it back as not known', async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();
    const { weight: _, ...answers } = base.answers;
    const unknown = { ...base, answers: { ...answers, weight_unknown: true as const } };
    const saved = await asha.save(unknown);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ weight: null, answers: unknown.answers });
    expect((await asha.list()).json().items[0]).toMatchObject({ weight: null });
    expect((await asha.call({ url: `/user/assessments/${saved.json().id}/` })).json().answers).toEqual(unknown.answers);
  });

  it('saves the illnesses and medicines already known and the other places, and gives them back', async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();
    const known = withAnswers({
      illnesses: ['diabetes', 'sickle_cell'],
      medicines: ['sugar', 'unknown'],
      also: ['chest', 'ankle-foot'],
    });
    const saved = await asha.save(known);
    expect(saved.statusCode).toBe(201);
    expect((await asha.call({ url: `/user/assessments/${saved.json().id}/` })).json().answers).toEqual(known.answers);
  });

  it('refuses bad input with 400 and a message that says what is wrong, storing nothing', async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();
    const manyKeys = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`key_${i}`, 1]));
    const cases: [unknown, RegExp][] = [
      [withAnswers({ painLocation: { id: 'x', key: 'tail' } }), /body-map locations/],
      [withAnswers({ painLocation: { id: 'Knee Left!', key: 'knee' } }), /body-map region/],
      [withAnswers({ sex: 'other' }), /male or female/],
      [withAnswers({ age_range: { min: 121, max: 121 } }), /from 0 to 120/],
      [withAnswers({ age_range: { min: -1, max: 5 } }), /from 0 to 120/],
      [withAnswers({ age_range: { min: 30.5, max: 31 } }), /whole number of years/],
      [withAnswers({ age_range: { min: 40, max: 30 } }), /lowest age/],
      [withAnswers({ weight: 1.5 }), /at least 2 kg/],
      [withAnswers({ weight: 351 }), /at most 350 kg/],
      [withAnswers({ weight: 70.123 }), /two decimals/],
      [withAnswers({ weight: '70' }), /answers\.weight/],
      [withAnswers({ weight: undefined }), /or say that it is not known/],
      [withAnswers({ weight_unknown: true }), /or say that it is not known/],
      [withAnswers({ weight: undefined, weight_unknown: false }), /weight_unknown is true/],
      [withAnswers({ symptoms: { 'Sharp Pain': 1 } }), /lower_snake_case/],
      [withAnswers({ symptoms: { sharp__pain: 1 } }), /lower_snake_case/],
      [withAnswers({ symptoms: { sharp_pain: 0 } }), /from 1 to 100/],
      [withAnswers({ symptoms: { sharp_pain: 1.5 } }), /from 1 to 100/],
      [withAnswers({ symptoms: manyKeys }), /At most 300 answer keys/],
      [withAnswers({ flags: { sharp_pain: true } }), /two underscores/],
      [withAnswers({ flags: { sharp_pain__type: false } }), /always true/],
      [withAnswers({ symptoms: undefined }), /answers\.symptoms/],
      [{ ...base, answers: undefined }, /answers/],
      [{ ...base, triage: 'later' }, /triage level/],
      [{ ...base, kb_version: 'v 1' }, /knowledge-base version/],
      [{ ...base, kb_version: 'x'.repeat(65) }, /knowledge-base version/],
      [{ ...base, conditions: [base.conditions[0], base.conditions[0]] }, /only once/],
      [
        {
          ...base,
          conditions: Array.from({ length: 11 }, (_, i) => ({ ...base.conditions[0]!, disease_short_name: `c_${i}` })),
        },
        /At most 10 conditions/,
      ],
      [
        { ...base, conditions: [{ ...base.conditions[0]!, final_score: 101 }] },
        /final_score A score or percentage is a number from 0 to 100/,
      ],
      [{ ...base, conditions: [{ ...base.conditions[0]!, disease_short_name: 'Knee OA' }] }, /lower_snake_case/],
      [withAnswers({ age_range_key: 'a\u0000' }), /cannot be stored/],
      [withAnswers({ illnesses: ['gout'] }), /illnesses from: diabetes/],
      [withAnswers({ illnesses: ['diabetes', 'diabetes'] }), /given once/],
      [withAnswers({ illnesses: ['none', 'hiv'] }), /none and not_sure go alone/],
      [withAnswers({ illnesses: [] }), /at least one/],
      [withAnswers({ medicines: ['none', 'steroids'] }), /none go alone among the medicines/],
      [withAnswers({ also: ['all-over'] }), /other places from the body-map locations/],
      [withAnswers({ also: ['chest', 'chest'] }), /Each other place is given once/],
      [withAnswers({ also: [] }), /at least one other place/],
      [withAnswers({ also: ['chest', 'knee'] }), /do not include the place itself/],
    ];
    for (const [payload, message] of cases) {
      const res = await asha.save(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().message, JSON.stringify(payload).slice(0, 200)).toMatch(message);
    }
    expect(await count(app, 'saved_assessments')).toBe(0);

    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?offset=-1', '?location=tail', '?limit=1&limit=2']) {
      const res = await asha.list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_FAILED');
    }
    for (const id of ['42', 'not-a-uuid', `${randomUUID()}x`]) {
      const res = await asha.call({ url: `/user/assessments/${id}/` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toMatch(/not a saved assessment/);
    }
  });

  it(`refuses a body over ${SAVE_BODY_LIMIT / 1024} kB with 413`, async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();
    const res = await asha.save({ ...base, padding: 'x'.repeat(SAVE_BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await count(app, 'saved_assessments')).toBe(0);
  });

  it(`keeps at most ${MAX_SAVED_ASSESSMENTS} per person and ${RULES.historySavesPerAccount.max} saves an hour`, async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();
    for (let i = 0; i < RULES.historySavesPerAccount.max; i++) expect((await asha.save()).statusCode).toBe(201);
    const throttled = await asha.save();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/Too many attempts/);
    expect(throttled.headers['retry-after']).toBeDefined();

    // The limit per person (the hour's count cleared, as an hour later).
    const [user] = await app.database.query<{ id: string }>('SELECT id FROM users');
    const id = user!.id;
    await app.throttle.clear(RULES.historySavesPerAccount, id);
    for (let i = (await asha.list()).json().total; i < MAX_SAVED_ASSESSMENTS; i++) {
      await insertAssessment(app.database, id, base);
    }
    const full = await asha.save();
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: 'CONFLICT', message: en.historyFull });
    expect((await asha.list()).json().total).toBe(MAX_SAVED_ASSESSMENTS);
    const oldest = (await asha.list(`?offset=${MAX_SAVED_ASSESSMENTS - 1}`)).json().items[0].id;
    await asha.call({ method: 'DELETE', url: `/user/assessments/${oldest}/` });
    expect((await asha.save()).statusCode).toBe(201);
  });

  it('holds the limit and the consent when saves and a withdrawal arrive at once', async () => {
    const app = await build();
    const asha = await person(app);
    await asha.consent();
    const [user] = await app.database.query<{ id: string }>('SELECT id FROM users');
    for (let i = 0; i < MAX_SAVED_ASSESSMENTS - 2; i++) await insertAssessment(app.database, user!.id, base);
    // Six saves at once with room for two: exactly two are kept, whatever the order.
    const racing = await Promise.all(Array.from({ length: 6 }, () => asha.save()));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await count(app, 'saved_assessments')).toBe(MAX_SAVED_ASSESSMENTS);

    // Saves racing a withdrawal: each is kept and then deleted with the rest, or refused; none is
    // left behind and none fails.
    await asha.call({ method: 'DELETE', url: '/user/assessments/' });
    const mixed = await Promise.all([
      asha.save(),
      asha.save(),
      asha.call({ method: 'DELETE', url: '/user/assessments/consent/' }),
      asha.save(),
      asha.save(),
    ]);
    for (const r of mixed) expect([200, 201, 403], r.body).toContain(r.statusCode);
    expect(await count(app, 'saved_assessments')).toBe(0);
    expect(await count(app, 'history_consents')).toBe(0);
  });

  it('answers every call without a valid bearer token with 401, before reading the body', async () => {
    const app = await build();
    const id = randomUUID();
    const calls: Call[] = [
      { url: '/user/assessments/consent/' },
      {
        method: 'PUT',
        url: '/user/assessments/consent/',
        payload: { agreed: true, notice_version: HISTORY_NOTICE_VERSION },
      },
      { method: 'DELETE', url: '/user/assessments/consent/' },
      { method: 'POST', url: '/user/assessments/', payload: base },
      { method: 'POST', url: '/user/assessments/', payload: { not: 'valid' } },
      { url: '/user/assessments/' },
      { method: 'DELETE', url: '/user/assessments/' },
      { url: `/user/assessments/${id}/` },
      { method: 'DELETE', url: `/user/assessments/${id}/` },
    ];
    for (const c of calls) {
      for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
        const res = await app.inject({
          method: c.method ?? 'GET',
          url: c.url,
          headers,
          ...(c.payload ? { payload: c.payload as Record<string, unknown> } : {}),
        });
        expect(res.statusCode, `${c.method ?? 'GET'} ${c.url}`).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe(`saved assessments: one person can never reach another's (${DB})`, () => {
  it("answers another person's assessment exactly like a missing one, and never lists, deletes or exports it", async () => {
    const app = await build();
    const asha = await person(app, 'asha@example.org');
    const ravi = await person(app, 'ravi@example.org');
    await asha.consent();
    await ravi.consent();
    const ashas = (await asha.save()).json().id as string;
    const missing = randomUUID();

    const read = await ravi.call({ url: `/user/assessments/${ashas}/` });
    const readMissing = await ravi.call({ url: `/user/assessments/${missing}/` });
    expect(read.statusCode).toBe(404);
    expect(read.body).toBe(readMissing.body);
    expect(read.json()).toEqual({ code: 'NOT_FOUND', message: en.noSuchAssessment });
    expect(read.body).not.toContain(ashas);

    const del = await ravi.call({ method: 'DELETE', url: `/user/assessments/${ashas}/` });
    expect(del.statusCode).toBe(404);
    expect(del.body).toBe((await ravi.call({ method: 'DELETE', url: `/user/assessments/${missing}/` })).body);

    expect((await ravi.list()).json()).toMatchObject({ total: 0, items: [] });
    expect((await ravi.list('?location=knee&limit=100')).json().items).toEqual([]);
    await ravi.call({ method: 'DELETE', url: '/user/assessments/' });
    await ravi.call({ method: 'DELETE', url: '/user/assessments/consent/' });
    const exported = (await ravi.call({ url: '/user/export/' })).json();
    expect(exported.assessments).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain(ashas);

    // Asha's is untouched by all of that.
    expect((await asha.call({ url: `/user/assessments/${ashas}/` })).statusCode).toBe(200);
    expect((await asha.list()).json().total).toBe(1);
    expect((await asha.call({ url: '/user/assessments/consent/' })).json().consent).not.toBeNull();
  });
});

describe(`saved assessments in the data export and account deletion (${DB})`, () => {
  it('exports the consent, its history and every saved assessment with its answers', async () => {
    const app = await build();
    const asha = await person(app);
    const consent = (await asha.consent()).json();
    const older = (await asha.save()).json();
    const newer = (await asha.save(kneeAssessment({ triage: 'urgent' }))).json();

    const res = await asha.call({ url: '/user/export/' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.history_consent).toEqual(consent);
    expect(data.assessments).toEqual([newer, older]);
    expect(data.assessments[0].answers).toEqual(kneeAssessment().answers);
    expect(data.consent_history).toEqual([
      { purpose: 'history', action: 'given', notice_version: HISTORY_NOTICE_VERSION, at: expect.any(String) },
    ]);

    await asha.call({ method: 'DELETE', url: '/user/assessments/consent/' });
    const after = (await asha.call({ url: '/user/export/' })).json();
    expect(after.history_consent).toBeNull();
    expect(after.assessments).toEqual([]);
    expect(after.consent_history.map((c: { action: string }) => c.action)).toEqual(['given', 'withdrawn']);
  });

  it("deletes the consent, its events and every saved assessment with the account, and no one else's", async () => {
    const app = await build();
    const asha = await person(app, 'asha@example.org');
    const ravi = await person(app, 'ravi@example.org');
    for (const p of [asha, ravi]) {
      await p.consent();
      await p.save();
      await p.save();
    }
    expect(await count(app, 'saved_assessments')).toBe(4);

    const res = await asha.call({ method: 'POST', url: '/user/delete-user-account/', payload: {} });
    expect(res.statusCode).toBe(200);
    const [left] = await app.database.query<{ id: string }>('SELECT id FROM users');
    const raviId = left!.id;
    for (const table of ['saved_assessments', 'history_consents', 'consent_events']) {
      const owners = await app.database.query<{ user_id: string }>(`SELECT DISTINCT user_id FROM ${table}`);
      expect(owners, table).toEqual([{ user_id: raviId }]);
    }
    expect(await count(app, 'saved_assessments')).toBe(2);
    expect((await login(app, 'asha@example.org', STRONG)).statusCode).toBe(401);
    expect((await asha.list()).statusCode).toBe(401);
  });
});

describe('saved assessments in the API document', () => {
  it('documents every call under its tag, with a summary and the bearer scheme', async () => {
    const app = await build();
    const doc = (await app.inject('/docs/json')).json();
    const expected: Record<string, string[]> = {
      '/user/assessments/': ['get', 'post', 'delete'],
      '/user/assessments/{id}/': ['get', 'delete'],
      '/user/assessments/consent/': ['get', 'put', 'delete'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual([...methods].sort());
      for (const m of methods) {
        const op = doc.paths[path][m];
        expect(op.tags, `${m} ${path}`).toEqual(['history']);
        expect(op.summary, `${m} ${path}`).toBeTruthy();
        expect(op.security, `${m} ${path}`).toEqual([{ bearer: [] }]);
        expect(Object.keys(op.responses), `${m} ${path}`).toEqual(expect.arrayContaining(['400', '401']));
      }
    }
    expect(doc.paths['/user/assessments/'].post.description).toMatch(/403/);
    expect(doc.paths['/user/assessments/'].post.responses).toHaveProperty('403');
    expect(doc.tags.map((t: { name: string }) => t.name)).toContain('history');
  });
});
