// `npm run cases:validate -- <folder>`: checks a folder of case files against the questions
// (schema, steps and options that exist, single-choice steps answered once, expected conditions
// the place can rank) without scoring them, so a blind writer can fix typos before the first score.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadKnowledgeBase } from '../load.ts';
import { CaseFile } from '../schema.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run cases:validate -- <folder of case files>');
  process.exit(2);
}
const kb = loadKnowledgeBase({ cases: false });
const errors: string[] = [];
let cases = 0;
for (const name of readdirSync(resolve(folder)).filter((f) => f.endsWith('.json'))) {
  const parsed = CaseFile.safeParse(JSON.parse(readFileSync(join(resolve(folder), name), 'utf8')));
  if (!parsed.success) {
    errors.push(`${name}: ${parsed.error.message}`);
    continue;
  }
  const loc = kb.locations.get(parsed.data.location);
  if (!loc) {
    errors.push(`${name}: unknown location ${parsed.data.location}`);
    continue;
  }
  if (`${parsed.data.location}.json` !== name) errors.push(`${name}: should be named ${parsed.data.location}.json`);
  const steps = new Map(loc.file.steps.map((s) => [s.id, s] as const));
  const diseases = new Set(loc.diseases.map((d) => d.disease_short_name));
  for (const c of parsed.data.cases) {
    cases++;
    if (c.expected !== null && !diseases.has(c.expected))
      errors.push(`${name}: ${c.id} expects ${c.expected}, which this place does not list`);
    for (const [stepId, keys] of Object.entries(c.answers)) {
      const step = steps.get(stepId);
      if (!step) {
        errors.push(`${name}: ${c.id} answers unknown step ${stepId}`);
        continue;
      }
      for (const k of keys)
        if (!step.step_options.some((o) => o.key === k))
          errors.push(`${name}: ${c.id} answers ${stepId} with ${k}, which that step does not offer`);
      if (!step.multiple && keys.length > 1)
        errors.push(`${name}: ${c.id} gives ${keys.length} answers to single-choice ${stepId}`);
    }
  }
}
for (const e of errors) console.error(e);
console.log(`${cases} cases checked, ${errors.length} problems`);
process.exit(errors.length ? 1 : 0);
