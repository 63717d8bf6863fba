// How the build groups the modules that several routes share (decision 055), and the check that
// the chunks it writes import each other without a cycle. Used by vite.config.ts (its Rolldown
// code-splitting groups) and prerender-pages.ts (the check, on the build's manifest).

/**
 * The shared chunks, by what their modules serve, first match wins. A route then loads its own
 * chunk, the core, the one or two of these it uses and its strings: about 10 files where Rolldown's
 * default split gave 20–30 files of 0.2–3 kB each, every one a request (on HTTP/1.1, six at a time).
 */
export const SHARED_CHUNKS: readonly (readonly [name: string, test: RegExp])[] = [
  // The visitor's answers, the scoring engine and the assessment's header and frame: the
  // assessment, results and history use them; the account pages do not.
  [
    'flow',
    /^apps\/web\/src\/(lib\/(answers-store|flow)|components\/(require-answers|flow-frame|flow-header|emergency-calls))\.tsx?$|^packages\/engine\//,
  ],
  ['figure', /^apps\/web\/src\/(lib\/figure|features\/body-map)\//],
  ['results', /^apps\/web\/src\/(lib\/diagnosis|features\/results)\//],
  ['assessment', /^apps\/web\/src\/features\/assessment\//],
  ['account', /^apps\/web\/src\/features\/(auth|account|contact)\//],
  ['legal', /^apps\/web\/src\/features\/legal\//],
  // Logging out and what it forgets, with the contact messages kept on the device (decision 073):
  // loaded on demand (a logout, the contact page), so in the core they would weigh on every route.
  ['logout', /^apps\/web\/src\/lib\/(logout|person-on-device|offline\/kept-messages)\.ts$/],
  ['core', /^apps\/web\/src\/(lib|components)\//],
];

/** The languages whose string catalogues (`<name>-<code>.ts`) load on their own. */
export const CATALOGUE_LANGUAGES = ['en', 'hi'] as const;
const CATALOGUE = new RegExp(`-(${CATALOGUE_LANGUAGES.join('|')})\\.tsx?$`);

/**
 * The shared chunk a module goes in when two or more routes use it, or null: left to Rolldown.
 * Left alone are the routes' own modules and set-up (`app/`: a route's set-up runs when it
 * loads), the strings (each loads in the visitor's language only), the workers, and the contracts
 * (some build zod schemas, which load on first use: decision 050).
 */
export function sharedChunk(id: string): string | null {
  const path = /(?:^|\/)((?:apps\/web|packages\/engine)\/src\/.*\.tsx?)$/.exec(id)?.[1];
  if (!path || /^apps\/web\/src\/(app|locales)\/|\.worker\.ts$/.test(path) || CATALOGUE.test(path)) return null;
  return SHARED_CHUNKS.find(([, test]) => test.test(path))?.[0] ?? null;
}

/** What the check needs of the build's manifest (.vite/manifest.json). */
export type ChunkImports = Record<string, { file: string; imports?: string[] }>;

/**
 * A cycle of static imports between the built chunks, as their files in order, or undefined.
 * Rolldown puts a module in a group's chunk wherever its importers are, so a group can come to
 * import a chunk that imports it back; the one evaluated second then runs before the other's
 * modules exist (a results page failed this way, reading its strings before they were defined).
 */
export function chunkCycle(manifest: ChunkImports): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (key: string, path: string[]): string[] | undefined => {
    state.set(key, 'visiting');
    for (const next of manifest[key]?.imports ?? []) {
      if (state.get(next) === 'visiting') {
        const files = [...path.slice(path.indexOf(next)), next];
        return files.map((k) => manifest[k]?.file ?? k);
      }
      if (!state.has(next)) {
        const found = visit(next, [...path, next]);
        if (found) return found;
      }
    }
    state.set(key, 'done');
    return undefined;
  };
  for (const key of Object.keys(manifest)) {
    if (state.has(key)) continue;
    const found = visit(key, [key]);
    if (found) return found;
  }
  return undefined;
}
