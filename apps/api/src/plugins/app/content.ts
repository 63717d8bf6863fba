import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  LOCATION_KEYS,
  type ConditionDetail,
  type LocationKey,
  type LocationSummary,
  type Video,
} from '@painpoint/contracts';
import { loadKnowledgeBase, type KnowledgeBase } from '@painpoint/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_SECURITY_HEADERS } from './security-headers.ts';

/** One encoding of a prepared answer: its bytes, and every header it goes out with (Node's flat list). */
export interface PreparedBody {
  body: Buffer;
  headers: string[];
}

/** A JSON answer prepared once: its validator, and each encoding with its headers (compressed on first use). */
export interface PreparedJson {
  etag: string;
  /** The headers of a 304: security, validator, content version, caching. */
  notModified: string[];
  identity: PreparedBody;
  readonly gzip: PreparedBody;
  readonly br: PreparedBody;
}

export interface ContentStore {
  version: string;
  kb: KnowledgeBase;
  diseases: Map<LocationKey, PreparedJson>;
  steps: Map<LocationKey, PreparedJson>;
  locations: PreparedJson;
  /** disease_short_name → its videos, with the answers that point to it. */
  videos: Map<string, Video[]>;
  /** Every known disease_short_name (with or without a video). */
  diseaseNames: Set<string>;
  /** disease_short_name → everything about the condition. */
  conditions: Map<string, PreparedJson>;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

const flat = (headers: Readonly<Record<string, string>>) => Object.entries(headers).flat();

/**
 * Prepares an answer once. Content is immutable per version, so a CDN may cache it freely; `kind`
 * names the answer within the version (in the ETag).
 */
export function prepareJson(value: unknown, version: string, kind: string): PreparedJson {
  const json = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
  const etag = `"${version}-${kind}-${hash}"`;
  const common = {
    ...API_SECURITY_HEADERS,
    etag,
    'content-version': version,
    'cache-control': 'public, max-age=300, stale-while-revalidate=86400',
    vary: 'accept-encoding',
  };
  const encoded = (body: Buffer, encoding?: string): PreparedBody => ({
    body,
    headers: flat({
      ...common,
      'content-type': 'application/json; charset=utf-8',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    }),
  });
  let gzip: PreparedBody | undefined;
  let br: PreparedBody | undefined;
  return {
    etag,
    notModified: flat(common),
    identity: encoded(json),
    get gzip() {
      return (gzip ??= encoded(gzipSync(json, { level: 9 }), 'gzip'));
    },
    get br() {
      return (br ??= encoded(brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), 'br'));
    },
  };
}

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/**
 * Sends a prepared answer: 304 when the client's copy is current, otherwise the body in the best
 * encoding the client accepts, with headers listed once at preparation. It writes the answer
 * itself (`reply.hijack()`; Fastify still logs it and runs onResponse hooks): going through
 * `reply.send` would re-add, lowercase and store each of its dozen headers on every request, which
 * cost about a tenth of these calls' requests per second (decision 015). So the headers that the
 * security-headers hook puts on other answers are part of the prepared list, and routes that send
 * prepared answers turn @fastify/compress off (`compress: false`). Node still checks every header
 * and leaves out the body of a HEAD or 304 answer.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): void {
  reply.hijack();
  const res = reply.raw;
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === prepared.etag)) {
    res.writeHead(304, prepared.notModified);
    res.end();
    return;
  }
  const accept = request.headers['accept-encoding'];
  const answer =
    accept && BR.test(accept) ? prepared.br : accept && GZIP.test(accept) ? prepared.gzip : prepared.identity;
  res.writeHead(200, answer.headers);
  res.end(answer.body);
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
        ans_options: [...ans.values()],
      })),
    );
  }
  return out;
}

/** Loads and checks the knowledge base once at start; every answer is then served from memory. */
export function buildContentStore(kb: KnowledgeBase): ContentStore {
  const diseases = new Map<LocationKey, PreparedJson>();
  const steps = new Map<LocationKey, PreparedJson>();
  const summaries: LocationSummary[] = [];
  for (const key of LOCATION_KEYS) {
    const loc = kb.locations.get(key);
    if (!loc) continue;
    diseases.set(key, prepareJson(loc.diseases, kb.version, `d-${key}`));
    steps.set(key, prepareJson(loc.file.steps, kb.version, `s-${key}`));
    summaries.push({ key, label: loc.file.label, description: loc.file.description });
  }
  const reachedFrom = new Map<string, LocationKey[]>();
  for (const [key, loc] of kb.locations) {
    for (const d of loc.file.diseases)
      reachedFrom.set(d.disease_short_name, [...(reachedFrom.get(d.disease_short_name) ?? []), key]);
  }
  const conditions = new Map<string, PreparedJson>();
  for (const c of kb.conditions.values()) {
    const { videos: _videos, ...facts } = c;
    const detail: ConditionDetail = { ...facts, locations: reachedFrom.get(c.disease_short_name) ?? [] };
    conditions.set(c.disease_short_name, prepareJson(detail, kb.version, `c-${c.disease_short_name}`));
  }
  return {
    version: kb.version,
    kb,
    conditions,
    diseases,
    steps,
    locations: prepareJson(summaries, kb.version, 'l'),
    videos: buildVideos(kb),
    diseaseNames: new Set(kb.conditions.keys()),
  };
}

export default fp(
  async (app) => {
    const store = buildContentStore(loadKnowledgeBase());
    app.log.info(
      { version: store.version, locations: store.diseases.size, conditions: store.diseaseNames.size },
      'knowledge base loaded',
    );
    app.decorate('content', store);
  },
  { name: 'content' },
);
