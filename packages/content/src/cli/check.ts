import { checkKnowledgeBase } from '../checks.ts';
import { ContentError, loadKnowledgeBase } from '../load.ts';
import { readArgs, readLocation } from './args.ts';

const USAGE = 'npm run content:check [-- --location <location>]';
const args = readArgs({ location: { type: 'string' } }, USAGE);
const only = readLocation(args.location, USAGE);

try {
  const kb = loadKnowledgeBase({ partial: only !== undefined });
  const result = checkKnowledgeBase(kb, only);
  console.log(`knowledge base version ${kb.version}`);
  console.log('location               conditions  steps  longest path  cases  typical answers not ranked first');
  for (const r of result.locations) {
    console.log(
      `${r.location.padEnd(22)} ${String(r.conditions).padStart(10)} ${String(r.steps).padStart(6)} ${String(r.longestPath).padStart(13)} ${String(r.cases).padStart(6)}  ${r.notFirst.join(', ') || '-'}`,
    );
  }
  const total = result.locations.reduce((n, r) => n + r.conditions, 0);
  if (kb.coverage) {
    const scope = Object.values(kb.coverage).reduce((n, items) => n + (items?.length ?? 0), 0);
    console.log(
      `medical scope (coverage.json): ${scope} conditions across ${Object.keys(kb.coverage).length} locations, each checked above`,
    );
  }
  console.log(
    `total: ${total} condition entries at ${result.locations.length} locations, ${kb.conditions.size} distinct conditions`,
  );
  console.log(
    `readability of descriptions (Flesch–Kincaid grade): mean ${result.readability.mean.toFixed(1)}, hardest ${result.readability.max.toFixed(1)} (${result.readability.worst})`,
  );
  for (const l of result.languages) {
    console.log(
      `${l.lang}: ${l.translated} of ${l.texts} texts translated (${((100 * l.translated) / l.texts).toFixed(1)} %); readability: ${l.readability.wordsPerSentence.toFixed(1)} words a sentence, ${(100 * l.readability.longSentences).toFixed(0)} % of sentences over 20 words`,
    );
  }
  const flags = result.locations.reduce((n, r) => n + r.redFlags.flags, 0);
  const explained = result.locations.reduce((n, r) => n + r.redFlags.explained, 0);
  console.log(`red flags: ${explained} of ${flags} are explained by a condition of their place at least as urgent`);
  const src = result.sources;
  console.log(
    `sources: ${src.references} references to ${src.addresses} addresses, checked ${src.firstChecked} to ${src.lastChecked} (${src.byDate.map(([d, n]) => `${n} on ${d}`).join(', ')}); ${src.conditionsWithTwo} of ${kb.conditions.size} conditions cite two or more organisations; ${src.indian} references to Indian bodies (national programmes, ICMR, AIIMS, Indian societies)`,
  );
  console.log(
    `videos: ${src.videos.conditions} conditions have a verified video (${src.videos.emergency} emergency, ${src.videos.urgent} urgent); with one that plays on the page: ${src.videos.embeddable}; with one in Hindi: ${src.videos.hindi}`,
  );
  for (const w of result.warnings) console.log(`warning: ${w}`);
  for (const e of result.errors) console.log(`error: ${e}`);
  if (result.errors.length > 0) {
    console.log(`content check failed: ${result.errors.length} error(s)`);
    process.exit(1);
  }
  console.log('content check passed');
} catch (e) {
  if (e instanceof ContentError) {
    for (const p of e.problems) console.log(`error: ${p}`);
    console.log(`content check failed: ${e.problems.length} error(s)`);
    process.exit(1);
  }
  throw e;
}
