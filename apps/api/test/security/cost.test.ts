// What one unauthenticated request may cost: no answer is compressed expensively while a visitor
// waits, and no stream of new queries makes the server keep more and more answers.
import type * as Zlib from 'node:zlib';
import { brotliDecompressSync, constants, gunzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Helper from '../helper.ts';

/** Every compression the server's own code asks node:zlib for, with its level. */
const compressions = vi.hoisted(() => [] as { kind: 'br' | 'gzip'; level: number }[]);

vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  const brotliLevel = (o?: BrotliOptions) =>
    o?.params?.[zlib.constants.BROTLI_PARAM_QUALITY] ?? zlib.constants.BROTLI_DEFAULT_QUALITY;
  const gzipLevel = (o?: ZlibOptions) => o?.level ?? zlib.constants.Z_DEFAULT_COMPRESSION;
  type Done = (err: Error | null, result: Buffer) => void;
  return {
    ...zlib,
    brotliCompressSync: (buf: Buffer, o?: BrotliOptions) => {
      compressions.push({ kind: 'br', level: Number(brotliLevel(o)) });
      return zlib.brotliCompressSync(buf, o);
    },
    gzipSync: (buf: Buffer, o?: ZlibOptions) => {
      compressions.push({ kind: 'gzip', level: gzipLevel(o) });
      return zlib.gzipSync(buf, o);
    },
    // The thread pool's versions (a request waiting for them costs no event-loop time, but CPU all the same).
    brotliCompress: (buf: Buffer, o: BrotliOptions, done: Done) => {
      compressions.push({ kind: 'br', level: Number(brotliLevel(o)) });
      zlib.brotliCompress(buf, o, done);
    },
    gzip: (buf: Buffer, o: ZlibOptions, done: Done) => {
      compressions.push({ kind: 'gzip', level: gzipLevel(o) });
      zlib.gzip(buf, o, done);
    },
  };
});

/**
 * A worker of the API project runs its files in one module graph (decision 020), so the server's
 * code may have been loaded, with the real node:zlib, by an earlier file. This file loads the app
 * afresh, under the mock above, and leaves a fresh graph with the real module to the next file.
 */
let build: (typeof Helper)['build'];
beforeAll(async () => {
  vi.resetModules();
  ({ build } = await import('../helper.ts'));
});
afterAll(() => {
  vi.doUnmock('node:zlib');
  vi.resetModules();
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const names = (body: { disease_short_name: string }[]) => [...new Set(body.map((v) => v.disease_short_name))];

/** A shuffled copy (Fisher–Yates with a seeded generator, so a failure can be replayed). */
function shuffler(seed: number) {
  let s = seed;
  const random = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return <T>(xs: readonly T[]): T[] => {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
}

describe('no request waits for an expensive compression', () => {
  it('compresses each prepared answer once per encoding, cheaply, whatever is asked', async () => {
    const app = await build();
    const urls = [
      '/diagnosis/locations/',
      '/diagnosis/get-tests-and-treatments/',
      ...[...app.content.diseases.keys()].map((l) => `/diagnosis/get-diseases/${l}/`),
      ...[...app.content.steps.keys()].map((l) => `/diagnosis/get-diagnosis-step/${l}/`),
      ...[...app.content.diseaseNames].map((n) => `/diagnosis/get-condition/${n}/`),
      // One condition (with or without a video) is a finite set of answers too.
      ...[...app.content.diseaseNames].map((n) => `/diagnosis/get-video-by-disease/?diseases=${n}`),
    ];
    // Locations, every condition's tests and treatments, per location diseases and steps, every
    // condition, and the videos of one or none.
    const { diseases, steps, diseaseNames, videos } = app.content;
    const prepared = 1 + 1 + diseases.size + steps.size + diseaseNames.size + videos.size + 1;
    compressions.length = 0;
    for (let round = 0; round < 3; round++) {
      for (const url of urls) {
        for (const encoding of ['br', 'gzip']) {
          const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-encoding'], url).toBe(encoding);
        }
      }
    }
    expect(compressions.filter((c) => c.kind === 'br')).toHaveLength(prepared);
    expect(compressions.filter((c) => c.kind === 'gzip')).toHaveLength(prepared);
    for (const { kind, level } of compressions) expect(level, kind).toBeLessThanOrEqual(kind === 'br' ? 5 : 6);
  });

  it('compresses an answer made for the query cheaply, and it decodes to the JSON answer', async () => {
    const app = await build();
    const [a, b, c] = [...app.content.videos.keys()];
    compressions.length = 0;
    const br = await app.inject({ url: `/diagnosis/get-video-by-disease/?diseases=${a},${b},${c}`, headers: BROWSER });
    const gz = await app.inject({
      url: `/diagnosis/get-video-by-disease/?diseases=${c},${b},${a}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(names(JSON.parse(brotliDecompressSync(br.rawPayload).toString()))).toEqual([a, b, c]);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(names(JSON.parse(gunzipSync(gz.rawPayload).toString()))).toEqual([c, b, a]);
    // Brotli's top qualities (10, 11) take 100–250 ms on these answers; quality 2 takes under 0.5 ms.
    expect(compressions.length).toBeGreaterThan(0);
    for (const { kind, level } of compressions) {
      if (kind === 'br') expect(level).toBeLessThanOrEqual(5);
      else expect(level).toBeLessThanOrEqual(6);
    }
    expect(compressions.some((x) => x.kind === 'br' && x.level >= constants.BROTLI_MAX_QUALITY - 1)).toBe(false);
  });
});

describe('the video answers kept for repeated queries', () => {
  it('stay within their bound however many different queries arrive, in any encoding', async () => {
    const app = await build();
    const cache = app.content.videoAnswers;
    const withVideo = [...app.content.videos.keys()];
    expect(withVideo.length).toBeGreaterThanOrEqual(10);
    const shuffle = shuffler(42);
    for (let i = 0; i < 10_000; i++) {
      // Mostly a few conditions, as results show; every tenth query names every one with a video.
      const asked = shuffle(withVideo).slice(0, i % 10 === 0 ? withVideo.length : 2 + (i % 5));
      const encoding = (['br', 'gzip', 'identity'] as const)[i % 3]!;
      const answer = cache.answerFor(asked);
      const body = answer[encoding].body;
      if (i % 1000 === 0) {
        const json = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        expect(names(JSON.parse(json.toString()))).toEqual(asked);
      }
      expect(cache.size).toBeLessThanOrEqual(cache.maxEntries);
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    }
    // The bound was reached (answers were let go), not merely never approached.
    expect(cache.bytes).toBeGreaterThan(cache.maxBytes * 0.9);
    // Through the route as well: 300 new queries keep within the bound.
    for (let i = 0; i < 300; i++) {
      const asked = shuffle(withVideo).slice(0, 5);
      const res = await app.inject({ url: `/diagnosis/get-video-by-disease/?diseases=${asked.join(',')}` });
      expect(names(res.json())).toEqual(asked);
    }
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('keep one entry per set of conditions: reordered and repeated names hit it, each answered in its order', async () => {
    const app = await build();
    const cache = app.content.videoAnswers;
    const withVideo = [...app.content.videos.keys()];
    const without = [...app.content.diseaseNames].filter((n) => !app.content.videos.has(n));
    const set = withVideo.slice(0, 4);
    const shuffle = shuffler(7);
    const before = cache.size;
    for (let i = 0; i < 200; i++) {
      const asked = shuffle(set);
      // Repeated names, spaces and conditions with no video change neither the answer nor the key.
      const query = [asked[0], ...asked, without[i % without.length], ` ${asked[1]} `].join(',');
      const res = await app.inject({ url: `/diagnosis/get-video-by-disease/?diseases=${encodeURIComponent(query)}` });
      expect(res.statusCode).toBe(200);
      expect(names(res.json())).toEqual(asked);
      expect(cache.size - before).toBe(1);
    }
  });
});
