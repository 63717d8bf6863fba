import { ConditionCareList, LOCATION_KEYS, NOT_IN_CONDITION_DETAIL } from '@painpoint/contracts';
import { CONTRACT_VERSION_HEADER, contractVersion } from '@painpoint/contracts/contract-version';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildForFile, type App } from '../../helper.ts';

// The knowledge-base calls only read: one app serves every test of this file.
let app: App;
beforeAll(async () => {
  app = await buildForFile();
  return () => app.close();
});

describe('the contract version (decision 079)', () => {
  it('is on the knowledge base’s answers, prepared or not, and on the others', async () => {
    const version = contractVersion();
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    for (const url of ['/diagnosis/get-diseases/knee/', '/diagnosis/locations/', '/healthz']) {
      const res = await app.inject(url);
      expect(res.headers[CONTRACT_VERSION_HEADER], url).toBe(version);
    }
    // A 304 keeps it too: the page learns of a new contract from any answer.
    const first = await app.inject('/diagnosis/get-diseases/knee/');
    const again = await app.inject({
      url: '/diagnosis/get-diseases/knee/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers[CONTRACT_VERSION_HEADER]).toBe(version);
  });
});

describe('GET /diagnosis/get-diseases/{painLocation}/', () => {
  it('answers every location with diseases in the spec shape, and the content version', async () => {
    for (const loc of LOCATION_KEYS) {
      const res = await app.inject(`/diagnosis/get-diseases/${loc}/`);
      expect(res.statusCode, loc).toBe(200);
      expect(res.headers['content-version']).toBe(app.content.version);
      const body = res.json();
      expect(body.length).toBeGreaterThan(1);
      for (const d of body) {
        expect(Object.keys(d)).toEqual(
          expect.arrayContaining([
            'disease_short_name',
            'disease_name',
            'description',
            'age_range',
            'gender',
            'weight',
            'symptoms',
          ]),
        );
        expect(d.age_range).toEqual({ min_age: expect.any(Number), max_age: expect.any(Number) });
        expect(d.symptoms[0]).toEqual({ key: expect.any(String), value: expect.any(Number) });
        expect(['self-care', 'see-doctor', 'urgent', 'emergency']).toContain(d.triage);
      }
    }
  });

  it('answers an unknown location with a clear 404', async () => {
    const res = await app.inject('/diagnosis/get-diseases/elbow-of-doom/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('Unknown pain location "elbow-of-doom"'),
    });
  });

  it('supports conditional requests and compressed answers', async () => {
    const first = await app.inject('/diagnosis/get-diseases/knee/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('max-age');
    const again = await app.inject({ url: '/diagnosis/get-diseases/knee/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gz = await app.inject({ url: '/diagnosis/get-diseases/knee/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(first.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(first.json());
    const br = await app.inject({ url: '/diagnosis/get-diseases/knee/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(first.json());
  });

  it('sends prepared answers with the API security headers, a correct length, and no body for HEAD', async () => {
    const etag = String((await app.inject('/diagnosis/get-diseases/knee/')).headers.etag);
    for (const headers of [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }, { 'if-none-match': etag }]) {
      const res = await app.inject({ url: '/diagnosis/get-diseases/knee/', headers });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['content-version']).toBe(app.content.version);
      if (res.statusCode === 200) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      else expect(res.statusCode).toBe(304);
    }
    // The errors of these routes carry the same headers.
    for (const url of [
      '/diagnosis/get-diseases/elbow-of-doom/',
      '/diagnosis/get-video-by-disease/?diseases=Not%20A%20Name',
      '/diagnosis/get-video-by-disease/',
      '/diagnosis/get-condition/no_such_condition/',
    ]) {
      const res = await app.inject(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const get = await app.inject({ url: '/diagnosis/get-diseases/knee/', headers: { 'accept-encoding': 'br' } });
    const head = await app.inject({
      method: 'HEAD',
      url: '/diagnosis/get-diseases/knee/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
  });
});

describe('GET /diagnosis/get-diagnosis-step/{painLocation}/', () => {
  it('answers every location with steps carrying step_options[{key}] and dependent_on_any_symptoms', async () => {
    for (const loc of LOCATION_KEYS) {
      const res = await app.inject(`/diagnosis/get-diagnosis-step/${loc}/`);
      expect(res.statusCode).toBe(200);
      for (const step of res.json()) {
        expect(step).toMatchObject({
          id: expect.any(String),
          question: expect.any(String),
          dependent_on_any_symptoms: expect.any(Array),
        });
        expect(step.step_options.map((o: { key: string }) => o.key)).toContain('not_sure');
      }
    }
  });

  it('answers an unknown location with 404', async () => {
    expect((await app.inject('/diagnosis/get-diagnosis-step/KNEE/')).statusCode).toBe(404);
  });
});

describe('GET /diagnosis/get-video-by-disease/', () => {
  it('answers with the videos of the named diseases, their language and the answers that point to them', async () => {
    const withVideo = [...app.content.videos.keys()];
    expect(withVideo.length).toBeGreaterThan(0);
    const res = await app.inject(`/diagnosis/get-video-by-disease/?diseases=${withVideo.slice(0, 2).join(',')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.length).toBeGreaterThanOrEqual(2);
    for (const v of body) {
      expect(v).toMatchObject({
        disease_short_name: expect.any(String),
        disease_name: expect.any(String),
        url: expect.stringMatching(/^https:\/\//),
        // An addition the spec's shape leaves room for: the language the video speaks.
        language: expect.stringMatching(/^(en|hi)$/),
      });
      expect(v.ans_options[0]).toEqual({
        key: expect.any(String),
        question: expect.any(String),
        ans_option: expect.any(String),
      });
    }
  });

  it('answers in the order asked, also when the same set was asked before in another order', async () => {
    const [a, b] = [...app.content.videos.keys()];
    const first = await app.inject(`/diagnosis/get-video-by-disease/?diseases=${a},${b}`);
    const second = await app.inject(`/diagnosis/get-video-by-disease/?diseases=${b},${a}`);
    expect(first.json().map((v: { disease_short_name: string }) => v.disease_short_name)[0]).toBe(a);
    expect(second.json().map((v: { disease_short_name: string }) => v.disease_short_name)[0]).toBe(b);
  });

  it('answers several conditions with headers, an ETag per order, 304 and HEAD like a prepared answer', async () => {
    const [a, b, c] = [...app.content.videos.keys()];
    const url = (names: string[]) => `/diagnosis/get-video-by-disease/?diseases=${names.join(',')}`;
    const first = await app.inject({ url: url([a!, b!, c!]), headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(first.headers['content-version']).toBe(app.content.version);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const etag = String(first.headers.etag);
    const other = await app.inject({ url: url([c!, b!, a!]), headers: { 'accept-encoding': 'br' } });
    expect(other.headers.etag).not.toBe(etag);
    const again = await app.inject({ url: url([a!, b!, c!]), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: url([a!, b!, c!]), headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers.etag).toBe(etag);
  });

  it('answers a known disease without a video with an empty list', async () => {
    const without = [...app.content.diseaseNames].find((n) => !app.content.videos.has(n))!;
    const res = await app.inject(`/diagnosis/get-video-by-disease/?diseases=${without}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 400 for a missing or malformed query and 404 for an unknown disease', async () => {
    const missing = await app.inject('/diagnosis/get-video-by-disease/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const malformed = await app.inject('/diagnosis/get-video-by-disease/?diseases=%3Cscript%3E');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Not a disease name');
    const empty = await app.inject('/diagnosis/get-video-by-disease/?diseases=,,');
    expect(empty.statusCode).toBe(400);
    const unknown = await app.inject('/diagnosis/get-video-by-disease/?diseases=migraine,dragon_pox');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown disease: dragon_pox.');
  });
});

describe('GET /diagnosis/get-condition/{disease_short_name}/', () => {
  it('answers everything about a condition, with its sources and the locations that reach it', async () => {
    const res = await app.inject('/diagnosis/get-condition/deep_vein_thrombosis/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ disease_short_name: 'deep_vein_thrombosis', triage: 'emergency' });
    expect(body.sources[0]).toMatchObject({ organisation: expect.any(String), url: expect.stringMatching(/^https:/) });
    expect(body.tests[0]).toMatchObject({
      category: expect.stringMatching(/^(blood-test|lab-test|heart-nerve-test|imaging|consultation|therapy)$/),
    });
    expect(body.locations).toEqual(expect.arrayContaining(['knee', 'ankle-foot']));
  });

  it("serves a condition's base rate in the disease list and its detail, never a reviewer's reason (decision 142)", async () => {
    const listed = (await app.inject('/diagnosis/get-diseases/knee/')).json() as { disease_short_name: string }[];
    expect(listed.find((d) => d.disease_short_name === 'severe_dengue')).toMatchObject({ base_rate: 0.015 });
    for (const name of ['severe_dengue', 'abdominal_aortic_aneurysm']) {
      const detail = (await app.inject(`/diagnosis/get-condition/${name}/`)).json();
      expect(
        Object.keys(detail).filter((key) => key in NOT_IN_CONDITION_DETAIL),
        name,
      ).toEqual([]);
    }
    expect((await app.inject('/diagnosis/get-condition/severe_dengue/')).json()).toMatchObject({ base_rate: 0.015 });
  });

  it('answers an unknown condition with 404', async () => {
    const res = await app.inject('/diagnosis/get-condition/dragon_pox/');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown disease: dragon_pox.');
  });
});

describe('GET /diagnosis/get-tests-and-treatments/', () => {
  it("answers every condition's tests and treatments in the contract's shape, by name", async () => {
    const res = await app.inject('/diagnosis/get-tests-and-treatments/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-version']).toBe(app.content.version);
    const body = z.parse(ConditionCareList, res.json());
    expect(body.map((c) => c.disease_short_name).sort()).toEqual([...app.content.diseaseNames].sort());
    const names = body.map((c) => c.disease_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    // Only what the page needs: no descriptions, sources or symptom weights.
    expect(Object.keys(body[0]!).sort()).toEqual(['disease_name', 'disease_short_name', 'tests', 'treatments']);
    // The same facts as the condition's own answer.
    const dvt = body.find((c) => c.disease_short_name === 'deep_vein_thrombosis')!;
    const detail = (await app.inject('/diagnosis/get-condition/deep_vein_thrombosis/')).json();
    expect(dvt.tests).toEqual(detail.tests);
    expect(dvt.treatments).toEqual(detail.treatments);
    expect(body.some((c) => c.tests.some((t) => t.category === 'blood-test'))).toBe(true);
  });

  it('is a prepared answer: ETag and 304, compressed, security headers, HEAD without a body', async () => {
    const url = '/diagnosis/get-tests-and-treatments/';
    const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(first.headers['cache-control']).toContain('max-age');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const plain = await app.inject(url);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('takes no parameter: a path below it is a 404, a write is refused', async () => {
    expect((await app.inject('/diagnosis/get-tests-and-treatments/migraine/')).statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/diagnosis/get-tests-and-treatments/', payload: {} });
    expect([404, 405]).toContain(post.statusCode);
  });
});

describe('GET /diagnosis/locations/', () => {
  it('lists the 13 locations with labels', async () => {
    const body = (await app.inject('/diagnosis/locations/')).json();
    expect(body.map((l: { key: string }) => l.key)).toEqual([...LOCATION_KEYS]);
    expect(body[0]).toEqual({ key: 'head', label: expect.any(String), description: expect.any(String) });
  });
});

describe('OpenAPI', () => {
  it('documents the diagnosis calls', async () => {
    const doc = (await app.inject('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/diagnosis/get-diseases/{painLocation}/',
        '/diagnosis/get-diagnosis-step/{painLocation}/',
        '/diagnosis/get-video-by-disease/',
        '/diagnosis/locations/',
        '/diagnosis/get-condition/{disease_short_name}/',
        '/diagnosis/get-tests-and-treatments/',
      ]),
    );
  });
});

describe('the knowledge base in Hindi (?lang=hi)', () => {
  const devanagari = /[\u0900-\u097F]/;
  const urls = [
    '/diagnosis/locations/',
    '/diagnosis/get-diseases/chest/',
    '/diagnosis/get-diagnosis-step/chest/',
    '/diagnosis/get-condition/acute_coronary_syndrome/',
    '/diagnosis/get-tests-and-treatments/',
    '/diagnosis/get-video-by-disease/?diseases=acute_coronary_syndrome',
  ];
  const withLang = (url: string, lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

  it('answers every knowledge-base call in Hindi, in the same shape, with its own ETag and Content-Language', async () => {
    for (const url of urls) {
      const en = await app.inject(url);
      const hi = await app.inject(withLang(url, 'hi'));
      expect(hi.statusCode, url).toBe(200);
      expect(en.headers['content-language'], url).toBe('en');
      expect(hi.headers['content-language'], url).toBe('hi');
      expect(hi.headers.etag, url).not.toBe(en.headers.etag);
      expect(hi.headers['content-version'], url).toBe(en.headers['content-version']);
      expect(devanagari.test(hi.body), url).toBe(true);
      expect(devanagari.test(en.body), url).toBe(false);
      // The same shape: the same keys everywhere, only the texts differ.
      const keysOf = (v: unknown): unknown =>
        Array.isArray(v)
          ? v.map(keysOf)
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keysOf(x)]))
            : typeof v;
      // (The test-and-treatment list is ordered by name, which differs by language.)
      const byKey = (list: unknown) =>
        Array.isArray(list) && url.includes('tests-and-treatments')
          ? [...(list as { disease_short_name: string }[])].sort((a, b) =>
              a.disease_short_name.localeCompare(b.disease_short_name),
            )
          : list;
      expect(keysOf(byKey(hi.json())), url).toEqual(keysOf(byKey(en.json())));
    }
    // lang=en is English, exactly as without it.
    const en = await app.inject('/diagnosis/get-diagnosis-step/knee/?lang=en');
    expect(en.body).toBe((await app.inject('/diagnosis/get-diagnosis-step/knee/')).body);
  });

  it('keeps every weight, key, audience and triage: scoring reads the same in both', async () => {
    const en = (await app.inject('/diagnosis/get-diseases/lower-abdomen-pelvis/')).json() as Record<string, unknown>[];
    const hi = (await app.inject('/diagnosis/get-diseases/lower-abdomen-pelvis/?lang=hi')).json() as Record<
      string,
      unknown
    >[];
    const scored = (list: Record<string, unknown>[]) =>
      list.map(({ disease_name: _n, description: _d, ...rest }) => rest);
    expect(scored(hi)).toEqual(scored(en));
    const step = (await app.inject('/diagnosis/get-diagnosis-step/chest/?lang=hi')).json()[0];
    expect(devanagari.test(step.question)).toBe(true);
  });

  it('answers 304 to its own ETag, and 400 for an unknown or repeated language', async () => {
    const first = await app.inject('/diagnosis/get-diseases/knee/?lang=hi');
    const again = await app.inject({
      url: '/diagnosis/get-diseases/knee/?lang=hi',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [...urls, '/diagnosis/get-diseases/knee/']) {
      for (const bad of ['fr', 'HI', '']) {
        const res = await app.inject(withLang(url, bad));
        expect(res.statusCode, `${url} ${bad}`).toBe(400);
        expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('lang') });
      }
      const twice = await app.inject(`${withLang(url, 'hi')}&lang=en`);
      expect(twice.statusCode, url).toBe(400);
    }
    const unknownPlace = await app.inject('/diagnosis/get-diseases/elbow-of-doom/?lang=hi');
    expect(unknownPlace.statusCode).toBe(404);
  });
});
