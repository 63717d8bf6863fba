import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LOCATION_KEYS,
  NOT_IN_CONDITION_DETAIL,
  type Language,
  type ConditionCare,
  type ConditionDetail,
  type LocationKey,
  type LocationSummary,
  type Video,
} from '@painpoint/contracts';
import { inLanguage, loadKnowledgeBase, nsaidAdviceOf, type KnowledgeBase } from '@painpoint/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_SECURITY_HEADERS, CONTRACT_HEADERS } from './security-headers.ts';

/** One encoding of a prepared answer: its bytes, and every header it goes out with. */
export interface PreparedBody {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

/** A JSON answer: its validator, and each encoding with its headers. */
export interface PreparedJson {
  etag: string;
  /** The headers of a 304: security, validator, content version, caching. */
  notModified: Readonly<Record<string, string>>;
  readonly identity: PreparedBody;
  readonly gzip: PreparedBody;
  readonly br: PreparedBody;
}

export interface ContentStore {
  version: string;
  /** The language of its texts. */
  language: Language;
  kb: KnowledgeBase;
  diseases: Map<LocationKey, PreparedJson>;
  steps: Map<LocationKey, PreparedJson>;
  locations: PreparedJson;
  /** disease_short_name → its videos, with the answers that point to it. */
  videos: Map<string, Video[]>;
  /** The answers of get-video-by-disease: prepared for one condition, made and kept for several. */
  videoAnswers: VideoAnswers;
  /** Every known disease_short_name (with or without a video). */
  diseaseNames: Set<string>;
  /** disease_short_name → everything about the condition. */
  conditions: Map<string, PreparedJson>;
  /** Every condition's advised tests and treatments, by condition name (the test-and-treatment page). */
  care: PreparedJson;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The knowledge base's answers in English. */
    content: ContentStore;
    /** The same answers in each language (`?lang=`), English included. */
    contentIn: Record<Language, ContentStore>;
  }
}

/** How hard to compress: the finite answers once each, the answers made per query cheaply. */
interface Effort {
  gzipLevel: number;
  brotliQuality: number;
}
/**
 * A prepared answer, on the first request for it in that encoding (then kept). Brotli 5 is within
 * 14 % of brotli 11 on these answers (260 kB against 228 kB for all 167 of them) at a thirtieth of
 * the time (about 0.3 ms an answer, where brotli 11 took up to 250 ms). Compressing them all at
 * start instead took 70 ms, which made the start measurably slower for no gain.
 */
const ONCE: Effort = { gzipLevel: 6, brotliQuality: 5 };
/**
 * On a request, for an answer that was not prepared: at most about 0.3 ms (the largest answer, every
 * condition's videos, 84 kB, to 14 kB), where brotli 11 took 100–250 ms. Brotli 4 is 5 % smaller
 * and takes twice as long; under a flood of new queries, compression is most of a request's cost.
 */
const ON_REQUEST: Effort = { gzipLevel: 1, brotliQuality: 2 };

/** The headers every encoding of an answer carries (and a 304 alone). */
function commonHeaders(etag: string, version: string, language: Language): Record<string, string> {
  return {
    ...API_SECURITY_HEADERS,
    ...CONTRACT_HEADERS,
    etag,
    'content-version': version,
    'content-language': language,
    'cache-control': 'public, max-age=300, stale-while-revalidate=86400',
    vary: 'accept-encoding',
  };
}

type Encoding = 'identity' | 'gzip' | 'br';

/** One encoding of a JSON body, compressed with the given effort, with its full header list. */
function encode(json: Buffer, encoding: Encoding, common: Record<string, string>, effort: Effort): PreparedBody {
  const body =
    encoding === 'gzip'
      ? gzipSync(json, { level: effort.gzipLevel })
      : encoding === 'br'
        ? brotliCompressSync(json, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
            },
          })
        : json;
  return {
    body,
    headers: {
      ...common,
      'content-type': 'application/json; charset=utf-8',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    },
  };
}

/**
 * Prepares an answer at start, and each compressed encoding once, cheaply, when first asked for.
 * Content is immutable per version, so a CDN may cache it freely; `kind` names the answer within
 * the version (in the ETag).
 */
export function prepareJson(
  value: unknown,
  version: string,
  kind: string,
  language: Language = DEFAULT_LANGUAGE,
): PreparedJson {
  const json = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
  const etag = `"${version}-${tagOf(language)}${kind}-${hash}"`;
  const common = commonHeaders(etag, version, language);
  let gzip: PreparedBody | undefined;
  let br: PreparedBody | undefined;
  return {
    etag,
    notModified: common,
    identity: encode(json, 'identity', common, ONCE),
    get gzip() {
      return (gzip ??= encode(json, 'gzip', common, ONCE));
    },
    get br() {
      return (br ??= encode(json, 'br', common, ONCE));
    },
  };
}

/** The language's part of an ETag: none for English, so its ETags are as they always were. */
const tagOf = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `${language}-`);

/** One answer made for a query and kept: the order it was made for, and one encoding of it. */
interface KeptAnswer {
  order: string;
  body: PreparedBody;
}

/**
 * The answers of get-video-by-disease. A query names up to 30 of 140 conditions in any order, so
 * its answers cannot all be prepared: those for one condition (and the empty list) are, and the
 * others are joined per query from each condition's videos, prepared at start as a JSON fragment,
 * and compressed cheaply. The answers made are kept in a cache bounded in entries and in bytes,
 * under a canonical key: the encoding and the conditions that have videos, de-duplicated and
 * sorted. Reordering the names, repeating them or adding conditions without videos therefore
 * cannot make new entries; the entry of a set holds the order last asked, and an answer in another
 * order replaces it (the answer keeps the order asked, which is the order the visitor's results
 * rank them in).
 */
export class VideoAnswers {
  /** Bounds of the cache: a few MB, whatever arrives. */
  readonly maxEntries = 2000;
  readonly maxBytes = 4 * 1024 * 1024;
  private readonly fragments = new Map<string, Buffer>();
  private readonly prepared = new Map<string, PreparedJson>();
  private readonly kept: LRUCache<string, KeptAnswer>;

  constructor(
    private readonly version: string,
    videos: ReadonlyMap<string, Video[]>,
    private readonly language: Language = DEFAULT_LANGUAGE,
  ) {
    for (const [name, list] of videos) {
      this.fragments.set(name, Buffer.from(JSON.stringify(list).slice(1, -1)));
      this.prepared.set(name, prepareJson(list, version, `v-${name}`, language));
    }
    this.prepared.set('', prepareJson([], version, 'v', language));
    this.kept = new LRUCache<string, KeptAnswer>({
      max: this.maxEntries,
      maxSize: this.maxBytes,
      // The body, its header list, the key and the order (the objects around them are not counted).
      sizeCalculation: (a, key) =>
        a.body.body.length +
        Object.entries(a.body.headers).reduce((n, [k, v]) => n + k.length + v.length, 0) +
        key.length +
        a.order.length,
    });
  }

  /** How many answers are kept, and their approximate size in bytes. */
  get size(): number {
    return this.kept.size;
  }
  get bytes(): number {
    return this.kept.calculatedSize;
  }

  /**
   * The answer for known disease names (validated and de-duplicated by the caller), in their order.
   * Each encoding is made (or found) only when it is sent.
   */
  answerFor(names: readonly string[]): PreparedJson {
    const withVideos = names.filter((n) => this.fragments.has(n));
    if (withVideos.length <= 1) return this.prepared.get(withVideos[0] ?? '')!;
    const order = withVideos.join(',');
    const set = [...withVideos].sort().join(',');
    // The answer follows from the content version and the ordered names alone.
    const etag = `"${this.version}-${tagOf(this.language)}vs-${createHash('sha256').update(order).digest('base64url').slice(0, 16)}"`;
    const common = commonHeaders(etag, this.version, this.language);
    const get = (encoding: Encoding): PreparedBody => {
      const key = `${encoding}:${set}`;
      const kept = this.kept.get(key);
      if (kept?.order === order) return kept.body;
      const parts: Buffer[] = [];
      for (const n of withVideos) parts.push(parts.length === 0 ? OPEN : COMMA, this.fragments.get(n)!);
      parts.push(CLOSE);
      const body = encode(Buffer.concat(parts), encoding, common, ON_REQUEST);
      this.kept.set(key, { order, body });
      return body;
    };
    return {
      etag,
      notModified: common,
      get identity() {
        return get('identity');
      },
      get gzip() {
        return get('gzip');
      },
      get br() {
        return get('br');
      },
    };
  }
}
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/**
 * Sends a prepared answer: 304 when the client's copy is current, otherwise the body in the best
 * encoding the client accepts, with the headers made once at preparation. Those include the ones
 * the security-headers hook puts on other answers, and routes that send prepared answers turn
 * @fastify/compress off (`compress: false`): the body is compressed already.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): void {
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === prepared.etag)) {
    void reply.code(304).headers(prepared.notModified).send();
    return;
  }
  const accept = request.headers['accept-encoding'];
  const answer =
    accept && BR.test(accept) ? prepared.br : accept && GZIP.test(accept) ? prepared.gzip : prepared.identity;
  void reply.headers(answer.headers).send(answer.body);
}

function buildVideos(kb: KnowledgeBase): Map<string, Video[]> {
  const out = new Map<string, Video[]>();
  for (const condition of kb.conditions.values()) {
    if (condition.videos.length === 0) continue;
    // The answers that point to this condition, from every location it is reached from.
    const ans = new Map<string, { key: string; question: string; ans_option: string }>();
    for (const loc of kb.locations.values()) {
      const entry = loc.file.diseases.find((d) => d.disease_short_name === condition.disease_short_name);
      if (!entry) continue;
      for (const step of loc.file.steps) {
        for (const option of step.step_options) {
          const w = entry.symptoms.find((s) => s.key === option.key)?.value ?? 0;
          if (w >= 3 && !ans.has(option.key))
            ans.set(option.key, { key: option.key, question: step.question, ans_option: option.label });
        }
      }
    }
    out.set(
      condition.disease_short_name,
      condition.videos.map((v) => ({
        disease_short_name: condition.disease_short_name,
        disease_name: condition.disease_name,
        url: v.url,
        title: v.title,
        organisation: v.organisation,
        ...(v.language ? { language: v.language } : {}),
        ans_options: [...ans.values()],
      })),
    );
  }
  return out;
}

/** Loads and checks the knowledge base once at start; every answer is then served from memory. */
/**
 * `english` is the knowledge base in English, where the advice that suggests an anti-inflammatory
 * painkiller is found (decision 094); a translation keeps each line's position.
 */
export function buildContentStore(
  kb: KnowledgeBase,
  language: Language = DEFAULT_LANGUAGE,
  english: KnowledgeBase = kb,
): ContentStore {
  const nsaid = new Map([...english.conditions.values()].map((c) => [c.disease_short_name, nsaidAdviceOf(c)]));
  const nsaidOf = (name: string) => {
    const marked = nsaid.get(name);
    return marked ? { nsaid_advice: marked } : {};
  };
  const prepare = (value: unknown, kind: string): PreparedJson => prepareJson(value, kb.version, kind, language);
  const diseases = new Map<LocationKey, PreparedJson>();
  const steps = new Map<LocationKey, PreparedJson>();
  const summaries: LocationSummary[] = [];
  for (const key of LOCATION_KEYS) {
    const loc = kb.locations.get(key);
    if (!loc) continue;
    diseases.set(key, prepare(loc.diseases, `d-${key}`));
    steps.set(key, prepare(loc.file.steps, `s-${key}`));
    summaries.push({ key, label: loc.file.label, description: loc.file.description });
  }
  const reachedFrom = new Map<string, LocationKey[]>();
  for (const [key, loc] of kb.locations) {
    for (const d of loc.file.diseases)
      reachedFrom.set(d.disease_short_name, [...(reachedFrom.get(d.disease_short_name) ?? []), key]);
  }
  const conditions = new Map<string, PreparedJson>();
  for (const c of kb.conditions.values()) {
    const facts = Object.fromEntries(Object.entries(c).filter(([key]) => !(key in NOT_IN_CONDITION_DETAIL))) as Omit<
      typeof c,
      keyof typeof NOT_IN_CONDITION_DETAIL
    >;
    const detail: ConditionDetail = {
      ...facts,
      locations: reachedFrom.get(c.disease_short_name) ?? [],
      ...nsaidOf(c.disease_short_name),
    };
    conditions.set(c.disease_short_name, prepare(detail, `c-${c.disease_short_name}`));
  }
  // By name, as the page lists them; the short name breaks a tie so the order never depends on the files.
  const care: ConditionCare[] = [...kb.conditions.values()]
    .map(({ disease_short_name, disease_name, tests, treatments }) => ({
      disease_short_name,
      disease_name,
      tests,
      treatments,
      ...nsaidOf(disease_short_name),
    }))
    .sort(
      (a, b) =>
        a.disease_name.localeCompare(b.disease_name, language) ||
        a.disease_short_name.localeCompare(b.disease_short_name),
    );
  const videos = buildVideos(kb);
  return {
    version: kb.version,
    language,
    kb,
    conditions,
    care: prepare(care, 'tt'),
    diseases,
    steps,
    locations: prepare(summaries, 'l'),
    videos,
    videoAnswers: new VideoAnswers(kb.version, videos, language),
    diseaseNames: new Set(kb.conditions.keys()),
  };
}

export default fp(
  async (app) => {
    // How long reading (and checking) the files and preparing the answers took, for the start's log.
    const started = performance.now();
    // The clinical case sets are for checking the content, not for serving it.
    const kb = loadKnowledgeBase({ cases: false });
    const read = performance.now();
    const contentIn = Object.fromEntries(
      LANGUAGE_CODES.map((lang) => [lang, buildContentStore(lang === 'en' ? kb : inLanguage(kb, lang), lang, kb)]),
    ) as Record<Language, ContentStore>;
    const store = contentIn[DEFAULT_LANGUAGE];
    app.log.info(
      {
        version: store.version,
        locations: store.diseases.size,
        conditions: store.diseaseNames.size,
        readMs: Math.round(read - started),
        prepareMs: Math.round(performance.now() - read),
      },
      'knowledge base loaded',
    );
    app.decorate('content', store);
    app.decorate('contentIn', contentIn);
  },
  { name: 'content' },
);
