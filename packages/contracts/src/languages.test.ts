import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  cookieValue,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageCookie,
  matchLanguage,
  resolveLanguage,
} from './languages.ts';

describe('the languages of the site', () => {
  it('has English first, as the default, and every language named in its own script', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES[0]?.code).toBe('en');
    expect(LANGUAGES.map((l) => [l.code, l.name])).toContainEqual(['hi', 'हिन्दी']);
  });
});

describe('matchLanguage: a BCP 47 tag to a language of the site', () => {
  it('matches the primary subtag, whatever the region, script or case', () => {
    expect(matchLanguage('hi')).toBe('hi');
    expect(matchLanguage('hi-IN')).toBe('hi');
    expect(matchLanguage('HI-in')).toBe('hi');
    expect(matchLanguage('en-GB')).toBe('en');
    expect(matchLanguage('en_US')).toBe('en');
  });

  it('answers undefined for a language the site does not have, a wildcard or nonsense', () => {
    for (const tag of ['fr', 'fr-FR', '*', '', 'h', 'hin', 'english', 'hi-', '-hi', 'x-hi']) {
      expect(matchLanguage(tag), tag).toBeUndefined();
    }
  });
});

describe('acceptedLanguages: an Accept-Language header in order of preference', () => {
  it('orders by quality, keeps the order of equal ones, and drops q=0 and bad weights', () => {
    expect(acceptedLanguages('en-US,en;q=0.9,hi;q=0.8')).toEqual(['en-US', 'en', 'hi']);
    expect(acceptedLanguages('fr;q=0.2, hi-IN;q=0.9, en;q=0.9')).toEqual(['hi-IN', 'en', 'fr']);
    expect(acceptedLanguages('hi;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('hi;q=abc, en;q=0.5')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('resolveLanguage: query, then cookie, then the browser, then English', () => {
  it('takes a valid query first', () => {
    expect(resolveLanguage({ query: 'hi', cookie: 'en', accepted: ['en'] })).toBe('hi');
    expect(resolveLanguage({ query: 'en', cookie: 'hi', accepted: ['hi'] })).toBe('en');
  });

  it('takes the cookie when the query is absent or unknown', () => {
    expect(resolveLanguage({ cookie: 'hi', accepted: ['en'] })).toBe('hi');
    expect(resolveLanguage({ query: 'fr', cookie: 'hi', accepted: ['en'] })).toBe('hi');
    expect(resolveLanguage({ query: null, cookie: 'en', accepted: 'hi-IN,hi;q=0.9' })).toBe('en');
  });

  it('then the first language the browser accepts that the site has', () => {
    expect(resolveLanguage({ accepted: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(resolveLanguage({ accepted: ['fr-FR', 'hi-IN', 'en'] })).toBe('hi');
    expect(resolveLanguage({ cookie: 'xx', accepted: ['en-IN', 'hi'] })).toBe('en');
    expect(resolveLanguage({ accepted: 'fr;q=0.9, hi;q=0.1' })).toBe('hi');
  });

  it('falls back to English for unknown tags or nothing at all', () => {
    expect(resolveLanguage({ accepted: 'fr-FR, de;q=0.5, *;q=0.1' })).toBe('en');
    expect(resolveLanguage({ query: 'zz', cookie: 'hindi', accepted: ['ta-IN'] })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('reads a tag with a region in the query and the cookie as its language', () => {
    expect(resolveLanguage({ query: 'hi-IN', accepted: ['en'] })).toBe('hi');
    expect(resolveLanguage({ cookie: 'HI', accepted: ['en'] })).toBe('hi');
  });
});

describe('the language cookie', () => {
  it('is readable by scripts, sent to this site only on same-site requests, kept a year', () => {
    expect(languageCookie('hi', false)).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is read from a Cookie header or document.cookie', () => {
    expect(cookieValue('theme=dark; lang=hi; pp_hint=1', 'lang')).toBe('hi');
    expect(cookieValue('xlang=en;lang=hi', 'lang')).toBe('hi');
    expect(cookieValue('langx=hi', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });
});
