// Accepted decision records are append-only (docs/style.md): a record is never rewritten, only its
// status line changes when a later record supersedes it. docs/decisions/ledger.json holds, for each
// record, the SHA-256 of its text without the status line; the test beside this file fails when a
// sealed record's text changes, when a record has no entry, or when an entry has no record.
//   npm run decisions:seal    adds the entries of new records (never changes an existing one)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DECISIONS = join(import.meta.dirname, '..', 'docs', 'decisions');
export const LEDGER = 'ledger.json';

/** A record's file name: a number, a dash and a slug. */
const RECORD = /^\d{3}-.+\.md$/;

/** The text that may not change: everything but the header line that carries the status. */
export function sealedText(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^Date: .*Status:/.test(line) && !/^Status:/.test(line))
    .join('\n');
}

export const hashOf = (text: string): string => createHash('sha256').update(sealedText(text)).digest('hex');

/** The records of a folder, by file name. */
export function recordsIn(folder: string): Map<string, string> {
  const names = readdirSync(folder).filter((n) => RECORD.test(n));
  return new Map(names.sort().map((n) => [n, readFileSync(join(folder, n), 'utf8')] as const));
}

export const readLedger = (folder: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, LEDGER), 'utf8')) as Record<string, string>;

/** What is wrong between a folder's records and its ledger, one line each (none when they agree). */
export function ledgerProblems(
  records: ReadonlyMap<string, string>,
  ledger: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const [name, text] of records) {
    const sealed = ledger[name];
    if (sealed === undefined) problems.push(`${name}: not in ${LEDGER}; run npm run decisions:seal`);
    else if (sealed !== hashOf(text))
      problems.push(
        `${name}: changed after it was accepted; write a new record instead (only the status line may change)`,
      );
  }
  for (const name of Object.keys(ledger))
    if (!records.has(name)) problems.push(`${name}: in ${LEDGER} but the record is gone`);
  return problems;
}

/** The ledger with entries added for new records; existing entries are kept as they are. */
export function sealed(
  records: ReadonlyMap<string, string>,
  ledger: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = { ...ledger };
  for (const [name, text] of records) out[name] ??= hashOf(text);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

if (process.argv[1] === import.meta.filename) {
  let ledger: Record<string, string> = {};
  try {
    ledger = readLedger(DECISIONS);
  } catch {
    // No ledger yet: the first seal writes it.
  }
  const next = sealed(recordsIn(DECISIONS), ledger);
  const added = Object.keys(next).length - Object.keys(ledger).length;
  writeFileSync(join(DECISIONS, LEDGER), `${JSON.stringify(next, null, 2)}\n`);
  console.log(`${added} record(s) sealed; ${Object.keys(next).length} in ${LEDGER}`);
}
