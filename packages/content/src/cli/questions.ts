// `npm run questions -- --location eye [--sex female --age 1 --for child]`
// Prints a location's questions as a blind case writer gets them (docs/content-authoring.md):
// each step with its option keys and labels, when it is shown and for whom, and the names of the
// conditions the place can rank. Weights, triage and red-flag levels are left out on purpose, so
// cases written from this page test the content rather than echo it. With a person (any of --sex,
// --age, --for), only what that person is shown, in the words for whoever answers: the parent of a
// baby, the son of an elder.
import type { DiagnosisStep } from '@painpoint/contracts';
import { FOR_WHOM, ILLNESS_KEYS, MEDICINE_KEYS, SEXES } from '@painpoint/contracts/constants';
import { ILLNESS_LABELS, MEDICINE_LABELS } from '@painpoint/contracts/health-labels';
import { walkSteps, type ProfileFacts } from '@painpoint/engine';
import { loadKnowledgeBase } from '../load.ts';
import { failWithUsage, readArgs, readLocation, readPregnancy } from './args.ts';

const USAGE =
  'npm run questions -- --location <location> [--sex male|female] [--age <years>] [--for self|child|other] [--pregnant no|maybe|yes|postpartum|not_sure [--months 1-9]] [--breastfeeding]';
const args = readArgs(
  {
    location: { type: 'string' },
    sex: { type: 'string' },
    age: { type: 'string' },
    for: { type: 'string' },
    pregnant: { type: 'string' },
    months: { type: 'string' },
    breastfeeding: { type: 'boolean' },
  },
  USAGE,
);
function fail(message: string): never {
  return failWithUsage(message, USAGE);
}
const location = readLocation(args.location, USAGE) ?? fail('--location is required');
/** A flag's value, which must be one of `allowed` when given. */
function oneOf<const T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value !== undefined && !allowed.includes(value as T))
    fail(`--${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
  return value as T | undefined;
}
const sex = oneOf('sex', args.sex, SEXES);
const answerer = oneOf('for', args.for, FOR_WHOM);
const age = args.age === undefined ? undefined : Number(args.age);
if (age !== undefined && !(Number.isInteger(age) && age >= 0 && age <= 120))
  fail(`--age must be 0 to 120, not "${args.age}"`);
const pregnancy = readPregnancy(args.pregnant, args.months, USAGE);
if ((pregnancy !== undefined || args.breastfeeding === true) && sex !== 'female')
  fail('--pregnant and --breastfeeding go with --sex female');
/**
 * The person the questions are read as, when one is given: not pregnant unless `--pregnant` says
 * otherwise (a writer of a case for a pregnant woman must see the pregnancy's own questions).
 */
const person: ProfileFacts | undefined =
  sex === undefined && age === undefined && answerer === undefined
    ? undefined
    : {
        ...(sex === undefined ? {} : { sex }),
        ...(age === undefined ? {} : { age }),
        ...(answerer === undefined ? {} : { for: answerer }),
        pregnancy: pregnancy ?? { status: 'no' },
        ...(args.breastfeeding === true ? { breastfeeding: true } : {}),
      };

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
if (person) {
  // The steps this person can be asked, each as they see it (options for them, words for whoever
  // answers); a step that waits on an earlier answer says which.
  const shown = walkSteps(file.steps, new Map(), person).filter((st) => st.forProfile);
  console.log(`\n## As read by: ${JSON.stringify({ sex, age, for: answerer, pregnancy: person.pregnancy })}`);
  if (pregnancy === undefined && sex !== 'male')
    console.log('(read as not pregnant: give --pregnant yes|maybe|postpartum to see the questions for a pregnancy)');
  shown.forEach((st, i) => printStep(st.step, i + 1));
} else file.steps.forEach((s, i) => printStep(s, i + 1));
console.log('\n## Conditions this place can rank');
const byName = [...content.diseases].sort((a, b) => a.disease_name.localeCompare(b.disease_name));
for (const d of byName) console.log(`- \`${d.disease_short_name}\` ${d.disease_name}`);
