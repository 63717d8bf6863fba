// `npm run interview -- --location knee --sex female --age 34 --weight 64 [--for child|other]
//   [--pregnant no|maybe|yes|postpartum|not_sure [--months 1-9]] [--breastfeeding]
//   [--illnesses diabetes,sickle_cell,…|none|not_sure] [--medicines bp,blood_thinner,…|none]
//   [--also chest,face-jaw,…]` (the other places the pain reaches, decision 093)
// Asks a location's questions in the terminal as the site does (the scoring model chooses each next
// question and stops when none could change the result), then prints the ranking with final score,
// difference, triage and reasons. `--answers FILE.json` answers from a file ({"stepId":
// ["optionKey", …]}) without prompts, "not sure" where the file is silent; `--json` prints JSON.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { Sex, type DiagnosisStep } from '@painpoint/contracts';
import {
  ALSO_PLACES,
  type AlsoPlace,
  FOR_WHOM,
  isAlsoPlace,
  ILLNESSES,
  ILLNESSES_ALONE,
  MEDICINES,
  MEDICINES_ALONE,
} from '@painpoint/contracts/constants';
import {
  assessWith,
  buildModel,
  interviewPath,
  PROFILE_STEPS,
  pregnancyAsked,
  simulateInterview,
  type Assessment,
  type PersonPath,
  type ForWhom,
  type Profile,
} from '@painpoint/engine';
import { z } from 'zod';
import { loadKnowledgeBase, type LocationContent } from '../load.ts';
import { failWithUsage, readArgs, readLocation, readPregnancy } from './args.ts';

const USAGE =
  'npm run interview -- --location <location> --sex <male|female> --age <years> --weight <kg> [--for self|child|other] [--pregnant no|maybe|yes|postpartum|not_sure] [--months 1-9] [--breastfeeding] [--illnesses a,b] [--medicines a,b] [--also place,place] [--answers FILE.json] [--json]';
const args = readArgs(
  {
    location: { type: 'string' },
    sex: { type: 'string' },
    age: { type: 'string' },
    weight: { type: 'string' },
    for: { type: 'string' },
    pregnant: { type: 'string' },
    months: { type: 'string' },
    breastfeeding: { type: 'boolean' },
    illnesses: { type: 'string' },
    medicines: { type: 'string' },
    also: { type: 'string' },
    answers: { type: 'string' },
    json: { type: 'boolean' },
  },
  USAGE,
);

function fail(message: string): never {
  return failWithUsage(message, USAGE);
}

const location = readLocation(args.location, USAGE) ?? fail('--location is required');
const sex = Sex.safeParse(args.sex);
if (!sex.success) fail('--sex must be male or female');
const age = Number(args.age);
if (!Number.isInteger(age) || age < 0 || age > 120) fail('--age must be a whole number of years from 0 to 120');
const weight = Number(args.weight);
if (!Number.isFinite(weight) || weight < 2 || weight > 400)
  fail('--weight must be a number of kilograms from 2 to 400');
const who = args.for === undefined ? (age < 16 ? 'child' : 'self') : args.for;
if (!(FOR_WHOM as readonly string[]).includes(who)) fail('--for must be self, child or other');
const pregnancy = readPregnancy(args.pregnant, args.months, USAGE);
/** A comma-separated list of facts from `values`; `alone` may only be given by itself. */
function factList<T extends string>(
  raw: string | undefined,
  flag: string,
  values: readonly T[],
  alone: readonly T[],
): T[] | undefined {
  if (raw === undefined) return undefined;
  const list = [...new Set(raw.split(',').map((v) => v.trim()))].filter(Boolean);
  const wrong = list.find((v) => !(values as readonly string[]).includes(v));
  if (list.length === 0 || wrong !== undefined) fail(`${flag} takes a list of ${values.join(', ')}`);
  if (list.length > 1 && list.some((v) => (alone as readonly string[]).includes(v)))
    fail(`${flag}: ${alone.join(' and ')} go alone`);
  return list as T[];
}
const illnesses = factList(args.illnesses, '--illnesses', ILLNESSES, ILLNESSES_ALONE);
const medicines = factList(args.medicines, '--medicines', MEDICINES, MEDICINES_ALONE);
const also = factList<AlsoPlace>(args.also, '--also', ALSO_PLACES, []);
if (also && (!isAlsoPlace(location) || also.includes(location)))
  fail('--also names other places than --location, and not with all-over or the skin');
const profile: Profile = {
  sex: sex.data,
  age,
  weight,
  for: who as ForWhom,
  pregnancy,
  breastfeeding: args.breastfeeding,
  illnesses,
  medicines,
  also,
};
if (pregnancy !== undefined && !pregnancyAsked(profile)) fail('--pregnant is asked only of a female aged 10-55');

const kb = loadKnowledgeBase();
const loc = kb.locations.get(location) as LocationContent;

const AnswersFile = z.record(z.string(), z.array(z.string()).min(1));

async function ask(step: DiagnosisStep, n: number, rl: ReturnType<typeof createInterface>): Promise<string[]> {
  console.log(`\n${n}. ${step.question}${step.multiple ? ' (choose all that apply, e.g. 1,3)' : ''}`);
  if (step.help) console.log(`   ${step.help}`);
  step.step_options.forEach((o, i) => console.log(`   ${i + 1}) ${o.label}${o.red_flag ? `  [${o.red_flag}]` : ''}`));
  for (;;) {
    const line = (await rl.question('> ')).trim();
    const picks = line
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const valid =
      picks.length > 0 && picks.every((p) => Number.isInteger(p) && p >= 1 && p <= step.step_options.length);
    if (valid && (step.multiple || picks.length === 1))
      return [...new Set(picks)].map((p) => step.step_options[p - 1]!.key);
    console.log(
      `   Please type ${step.multiple ? 'one or more numbers' : 'one number'} from 1 to ${step.step_options.length}.`,
    );
  }
}

const model = buildModel({ steps: loc.file.steps, diseases: loc.diseases, profile });

async function interview(): Promise<Map<string, readonly string[]>> {
  const selections = new Map<string, readonly string[]>();
  if (args.answers) {
    let parsed;
    try {
      parsed = AnswersFile.safeParse(JSON.parse(readFileSync(args.answers, 'utf8')));
    } catch (e) {
      fail(`cannot read ${args.answers}: ${(e as Error).message}`);
    }
    if (!parsed.success)
      fail(`${args.answers} must be {"stepId": ["optionKey", …]}: ${parsed.error.issues[0]?.message}`);
    const steps = new Map(loc.file.steps.map((s) => [s.id, s] as const));
    for (const [stepId, keys] of Object.entries(parsed.data)) {
      const step = steps.get(stepId) ?? fail(`${args.answers}: ${location} has no step "${stepId}"`);
      for (const k of keys) {
        if (!step.step_options.some((o) => o.key === k)) fail(`${args.answers}: step "${stepId}" has no option "${k}"`);
      }
      selections.set(stepId, keys);
    }
    // The questions the site would ask, answered from the file; "not sure" where it is silent.
    return simulateInterview(model, (id) => selections.get(id)).selections;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  let finished = false;
  rl.on('close', () => {
    if (finished) return;
    console.error('\ninput ended before the interview was finished; use --answers FILE.json to answer from a file');
    process.exit(1);
  });
  try {
    let n = 1;
    let path: PersonPath | undefined;
    for (;;) {
      path = interviewPath(model, selections, path);
      const id = path.current;
      const next = id === undefined ? undefined : loc.file.steps.find((s) => s.id === id);
      if (!next) break;
      const chosen = await ask(next, n++, rl);
      selections.set(next.id, chosen);
      const flag = next.step_options.find((o) => o.red_flag && chosen.includes(o.key));
      if (flag) {
        console.log(
          `\n   !! ${flag.red_flag === 'emergency' ? 'EMERGENCY' : 'URGENT'}: ${flag.red_flag_reason ?? flag.label}`,
        );
        console.log('   (the site shows its emergency screen here; the interview goes on)');
      }
    }
  } finally {
    finished = true;
    rl.close();
  }
  return selections;
}

function label(key: string): string {
  for (const step of [...loc.file.steps, ...PROFILE_STEPS]) {
    const o = step.step_options.find((x) => x.key === key);
    if (o) return `${o.label} (${step.question})`;
  }
  return key;
}

function print(result: Assessment): void {
  const names = new Map(loc.diseases.map((d) => [d.disease_short_name, d.disease_name] as const));
  console.log(
    `\n${loc.file.label}: ${profile.sex}, ${profile.age} years, ${profile.weight} kg — knowledge base ${kb.version}`,
  );
  console.log(`triage: ${result.triage.toUpperCase()} (next steps: ${result.next_steps.join(', ')})`);
  for (const hit of result.triage_from.red_flags) console.log(`  red flag: ${label(hit.key)} → ${hit.level}`);
  for (const hit of result.triage_from.answers) console.log(`  answer: ${label(hit.key)} → at least ${hit.level}`);
  if (result.ranked.length === 0)
    console.log('\nNo condition matches these answers well enough to rank. See a doctor.');
  result.ranked.slice(0, 8).forEach((r, i) => {
    console.log(
      `\n${i + 1}. ${names.get(r.disease_short_name)} [${r.disease_short_name}]  score ${r.final_score.toFixed(2)}  ${r.explains_red_flag ? '(explains a warning sign) ' : ''}${r.difference_percentage === 0 ? '(top score)' : `−${r.difference_percentage.toFixed(2)}%`}  ${r.triage}`,
    );
    for (const s of r.supports.slice(0, 4)) console.log(`   + ${label(s.key)}`);
    for (const a of r.against.slice(0, 3)) console.log(`   − ${a.kind === 'missing' ? 'not: ' : ''}${label(a.key)}`);
  });
}

const selections = await interview();
const result = assessWith(model, selections);
if (args.json) {
  console.log(
    JSON.stringify(
      { version: kb.version, location, profile, answers: Object.fromEntries(selections), ...result },
      null,
      2,
    ),
  );
} else {
  print(result);
}
