// `npm run questions -- --location eye`
// Prints a location's questions as a blind case writer gets them (docs/content-authoring.md):
// each step with its option keys and labels, when it is shown and for whom, and the names of the
// conditions the place can rank. Weights, triage and red-flag levels are left out on purpose, so
// cases written from this page test the content rather than echo it.
import type { DiagnosisStep } from '@painpoint/contracts';
import { ILLNESS_KEYS, MEDICINE_KEYS } from '@painpoint/contracts/constants';
import { ILLNESS_LABELS, MEDICINE_LABELS } from '@painpoint/engine';
import { loadKnowledgeBase } from '../load.ts';
import { readArgs, readLocation } from './args.ts';

const USAGE = 'npm run questions -- --location <location>';
const args = readArgs({ location: { type: 'string' } }, USAGE);
const location = readLocation(args.location, USAGE);
if (!location) {
  console.error(`--location is required\n\nusage: ${USAGE}`);
  process.exit(2);
}

const kb = loadKnowledgeBase({ cases: false });
const content = kb.locations.get(location);
if (!content) {
  console.error(`"${location}" has no questions yet`);
  process.exit(1);
}

const who = (audience: readonly string[] | undefined) =>
  audience?.length ? ` — only for: ${audience.join(' and ')}` : '';

function printStep(step: DiagnosisStep, n: number): void {
  console.log(`\n## ${n}. \`${step.id}\` — ${step.question}${step.multiple ? ' (more than one answer allowed)' : ''}`);
  if (step.help) console.log(`   ${step.help}`);
  if (step.dependent_on_any_symptoms.length)
    console.log(`   shown only if any of these was chosen: ${step.dependent_on_any_symptoms.join(', ')}`);
  if (step.audience?.length) console.log(`   asked only of: ${step.audience.join(' and ')}`);
  for (const o of step.step_options) console.log(`   - \`${o.key}\` ${o.label}${who(o.audience)}`);
}

const file = content.file;
console.log(`# ${file.label} (\`${file.location}\`): ${file.description}`);
console.log(
  '\nA case answers each shown step with option keys; a step left out counts as "not sure". ' +
    'Profile keys: sex_male, sex_female, age_N_plus (N or older), age_under_N.',
);
console.log(
  '\n## Asked once with the age, at every place (case fields, not steps)\n' +
    '- `for`: self, child or other (who answers)\n' +
    '- `pregnancy` (a female aged 10–55): `{"status": "no" | "maybe" | "yes" | "postpartum" | "not_sure", "months": 1–9 with yes}`, and `breastfeeding`: true or false',
);
const facts = (
  field: string,
  question: string,
  labels: Readonly<Record<string, string>>,
  keys: Readonly<Record<string, string>>,
  alone: string,
) => {
  console.log(`- \`${field}\`: ${question} (a list; ${alone} alone; left out: not answered)`);
  for (const [value, label] of Object.entries(labels))
    console.log(`   - \`${value}\` ${label} (profile key \`${keys[value]}\`)`);
};
facts('illnesses', 'Any long-term illness already known?', ILLNESS_LABELS, ILLNESS_KEYS, '`none` and `not_sure` go');
facts('medicines', 'Tablets or medicines taken most days?', MEDICINE_LABELS, MEDICINE_KEYS, '`none` goes');
file.steps.forEach((s, i) => printStep(s, i + 1));
console.log('\n## Conditions this place can rank');
const byName = [...content.diseases].sort((a, b) => a.disease_name.localeCompare(b.disease_name));
for (const d of byName) console.log(`- \`${d.disease_short_name}\` ${d.disease_name}`);
