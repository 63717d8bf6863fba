import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/**
 * Finds references to documents the repository does not have: a `*.md` file that does not exist,
 * a section (`docs/product.md §8`) that the document has no heading for, a decision record number
 * with no record, and "spec §N", which names the original specification, a document outside the
 * repository (its sections are restated as docs/product.md's). A newcomer with only a clone must
 * be able to follow every reference the code and docs make.
 *
 * Run by its test (scripts/check-doc-refs.test.ts, in `npm test`) and on its own with
 * `node --import tsx scripts/check-doc-refs.ts`.
 */

export interface DanglingRef {
  file: string;
  line: number;
  ref: string;
  why: string;
}

/**
 * Never part of the repository's own check: the test's deliberately broken documents, and this
 * checker and its test, which quote the references they look for.
 */
const NOT_CHECKED = ['scripts/doc-refs-fixtures/', 'scripts/check-doc-refs.'];

/** Files whose text is not read: pictures, fonts, archives, and the lock file. */
const NOT_TEXT = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|br|wasm)$|(^|\/)package-lock\.json$/i;

// A path ending in .md, not part of an address (`https://…/x.md`) and not a placeholder (`NNN-…`).
const MD_REF = /(?<![\w/.:-])((?:\.{1,2}\/)?(?:[\w@-][\w.@-]*\/)*[\w-][\w.-]*\.md)\b(?![\w/-])/g;
// "docs/product.md §8", with the sections that follow it: "§2, §5 and §8", "§3–§4", "(§6, §7)".
const SECTION_REF = /([\w./-]+\.md)\s*\(?((?:§\d+)(?:\s*(?:,|and|–|-|or)\s*§\d+)*)/g;
// "spec §4", "Spec §8's", "the spec's §9", "spec (§6, §7)".
const SPEC_REF = /\bspec(?:'s)?\s*\(?§\d+/gi;
// "docs/decisions/044" and "decision 044" / "decisions 050–055": the record must exist.
const DECISION_REF = /\b(?:docs\/decisions\/|[Dd]ecisions? )(\d{3})\b/g;

export interface Repo {
  /** The repository's root folder. */
  root: string;
  /** Paths relative to the root, `/`-separated. */
  files: string[];
}

/** The tracked files of the repository that holds this script. */
export function trackedRepo(): Repo {
  const root = join(import.meta.dirname, '..');
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  const files = out
    .split('\0')
    .filter((f) => f !== '' && !NOT_CHECKED.some((prefix) => f.startsWith(prefix)))
    // A file deleted in the work tree but not yet in the index is gone for a reader too.
    .filter((f) => existsSync(join(root, f)));
  return { root, files };
}

/** Every file under a folder (a test's fixture repository). */
export function folderRepo(root: string): Repo {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(root, f)).isFile())
    .map((f) => f.split('\\').join('/'));
  return { root, files };
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The `§N` numbers a markdown file has headings for ("## §8 Messages"). */
function sectionsOf(root: string, file: string, cache: Map<string, Set<string>>): Set<string> {
  let sections = cache.get(file);
  if (!sections) {
    sections = new Set();
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(/^#{1,6}\s+§(\d+)\b/gm)) sections.add(m[1] ?? '');
    cache.set(file, sections);
  }
  return sections;
}

/**
 * The repository file a reference names, tried beside the referring file and from the root; or
 * undefined when neither exists.
 */
function resolveRef(repo: Repo, known: Set<string>, from: string, ref: string): string | undefined {
  const beside = posix.normalize(posix.join(posix.dirname(from), ref));
  if (known.has(beside)) return beside;
  const fromRoot = posix.normalize(ref);
  if (known.has(fromRoot)) return fromRoot;
  // A folder's files may be untracked in a fixture but present (e.g. a README just written).
  if (existsSync(join(repo.root, beside))) return beside;
  return undefined;
}

export function findDanglingRefs(repo: Repo): DanglingRef[] {
  const known = new Set(repo.files);
  const decisions = new Set(
    repo.files
      .map((f) => /^docs\/decisions\/(\d{3})-[\w-]+\.md$/.exec(f)?.[1])
      .filter((n): n is string => n !== undefined),
  );
  const sectionCache = new Map<string, Set<string>>();
  const dangling: DanglingRef[] = [];

  for (const file of repo.files) {
    if (NOT_TEXT.test(file)) continue;
    const text = readFileSync(join(repo.root, file), 'utf8');
    if (text.includes('\0')) continue;
    const add = (index: number, ref: string, why: string) =>
      dangling.push({ file, line: lineOf(text, index), ref, why });

    for (const m of text.matchAll(MD_REF)) {
      const ref = m[1] ?? '';
      if (!resolveRef(repo, known, file, ref)) add(m.index, ref, 'no such file in the repository');
    }
    for (const m of text.matchAll(SECTION_REF)) {
      const target = resolveRef(repo, known, file, m[1] ?? '');
      if (!target) continue; // already reported as a missing file
      const sections = sectionsOf(repo.root, target, sectionCache);
      for (const s of (m[2] ?? '').matchAll(/§(\d+)/g)) {
        if (!sections.has(s[1] ?? '')) add(m.index, `${m[1]} §${s[1]}`, `${target} has no heading for §${s[1]}`);
      }
    }
    for (const m of text.matchAll(SPEC_REF)) {
      add(m.index, m[0], 'the specification is not in the repository: cite docs/product.md §N');
    }
    if (decisions.size > 0) {
      for (const m of text.matchAll(DECISION_REF)) {
        if (!decisions.has(m[1] ?? '')) add(m.index, m[0], 'no such decision record in docs/decisions/');
      }
    }
  }
  return dangling;
}

export function formatRefs(refs: readonly DanglingRef[]): string {
  return refs.map((r) => `${r.file}:${r.line}: ${r.ref} (${r.why})`).join('\n');
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const refs = findDanglingRefs(trackedRepo());
  if (refs.length > 0) {
    console.error(`${refs.length} reference(s) to documents the repository does not have:\n${formatRefs(refs)}`);
    process.exit(1);
  }
  console.log('every document reference resolves');
}
