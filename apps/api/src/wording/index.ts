import {
  cookieValue,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  resolveLanguage,
  type Language,
} from '@painpoint/contracts/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { en, type Words } from './en.ts';
import { hi } from './hi.ts';

/**
 * The API's words for people in each language of the site (decision 048): one module per language
 * with the same names. The type makes a missing or extra sentence a type error, so adding a
 * language to the site means adding its module here (docs/adding-a-language.md).
 */
export type { Words } from './en.ts';
export const WORDS: Record<Language, Words> = { en, hi };

/** What an error says, in whichever language it is said: `(w) => w.wrongCode`. */
export type Say = (words: Words) => string;

/**
 * The language to answer a request in, as pages are chosen (decision 046): the address's `?lang=`,
 * else the `lang` cookie the site sets, else Accept-Language (which the web app sends with the
 * language its screens are in), else English — so a caller that asks for nothing gets the spec's
 * English sentences.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.url.includes('?')
    ? new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)).get(LANGUAGE_QUERY)
    : null;
  return resolveLanguage({
    query,
    cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    accepted: request.headers['accept-language'],
  });
}

/**
 * A sentence for people as an answer's `{ message }`, said in the request's language and named in
 * Content-Language: `told(request, reply, (w) => w.passwordSet)`. Used for what a call did and for
 * the refusals made outside the error handler; a route's message is never written in place
 * (eslint.config.js forbids it), so every sentence a route says to people has its words in each
 * language.
 */
export function told(request: FastifyRequest, reply: FastifyReply, say: Say): { message: string } {
  const lang = requestLanguage(request);
  reply.header('content-language', lang);
  return { message: say(WORDS[lang]) };
}

/** One problem a request schema found: a zod issue as fastify-type-provider-zod passes it on. */
export interface Issue {
  keyword: string;
  message?: string | undefined;
  params?: Record<string, unknown> | undefined;
}

/**
 * What is wrong with one field, in `lang`. English keeps the schema's own sentence. Another
 * language says the schemas' own sentences in its words where it has them, and otherwise says
 * what kind of problem it is (too short, too long, missing, not an option), with its limit.
 */
export function issueIn(lang: Language, issue: Issue): string {
  if (lang === DEFAULT_LANGUAGE) return issue.message ?? en.field.notValid;
  const words = WORDS[lang].field;
  const known = ENGLISH_FIELD_SENTENCES.get(issue.message ?? '');
  if (known) return words[known];
  const p = issue.params ?? {};
  const limit = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? Number(v) : undefined);
  /** A limit said by what it counts: characters of a text, items of a list, or a value. */
  const sized = (
    n: number | undefined,
    chars: (n: number) => string,
    items: (n: number) => string,
    value: (n: number) => string,
  ) =>
    n === undefined
      ? words.notValid
      : p.origin === 'string'
        ? chars(n)
        : p.origin === 'array' || p.origin === 'set'
          ? items(n)
          : value(n);
  switch (issue.keyword) {
    case 'too_small':
      return sized(limit(p.minimum), words.tooFewCharacters, words.tooFewItems, words.tooSmall);
    case 'too_big':
      return sized(limit(p.maximum), words.tooManyCharacters, words.tooManyItems, words.tooBig);
    case 'invalid_type':
      return words.missing;
    case 'invalid_value':
    case 'invalid_union':
      return words.notAnOption;
    case 'invalid_format':
      if (p.format === 'email') return words.emailInvalid;
      break;
  }
  return words.notValid;
}

/** The field sentences that are plain strings, by their English: the schemas use these words. */
type FieldSentence = {
  [K in keyof Words['field']]: Words['field'][K] extends string ? K : never;
}[keyof Words['field']];
const ENGLISH_FIELD_SENTENCES = new Map<string, FieldSentence>(
  (Object.entries(en.field) as [keyof Words['field'], unknown][])
    .filter((e): e is [FieldSentence, string] => typeof e[1] === 'string')
    .map(([key, sentence]) => [sentence, key]),
);
