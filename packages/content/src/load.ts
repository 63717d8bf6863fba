import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCATION_KEYS, type DiagnosisStep, type Disease, type LocationKey } from '@painpoint/contracts';
import { alsoKey, isAlsoPlace, type AlsoPlace } from '@painpoint/contracts/constants';
import { spreadOptionsAt, withAlsoSpreads } from './also-hurts-spreads.ts';
import { z } from 'zod';
import {
  CaseFile,
  type ConditionFile,
  ConditionSourceFile,
  CoverageFile,
  type LocationFile,
  LocationSourceFile,
  SharedStepsFile,
  type Finding,
  WholeBodyConditionsFile,
  AlsoHurtsFile,
  WholeBodyStepsFile,
} from './schema.ts';
import { CONTENT_LANGUAGES, TranslationCatalogue, type ContentLanguage } from './translations.ts';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data', import.meta.url));

export interface LocationContent {
  /**
   * The location as asked: its own steps with the shared danger signs and whole-body questions
   * after its warning signs, and its own conditions with the whole-body ones merged in.
   */
  file: LocationFile;
  /** The location as written, its file with its conditions' findings, without the shared steps (what its catalogues translate). */
  own: LocationFile;
  /** The location's diseases in the API's shape: the condition's facts plus this location's weights. */
  diseases: Disease[];
}

/**
 * The clinical case sets and their folders under data/, each described here once (its `title` is
 * what `npm run eval` prints; `blind`: written from the questions alone, by writers who never saw
 * the weights; the held-out set, blind too, is described in held-out.ts):
 * - `authors`: written by the content's authors, who knew the weights (optimistic);
 * - `independent`: written by reviewers who never saw the weights; no longer blind, since the
 *   content was corrected after they were first scored;
 * - `blind`: written from the questions alone and scored once as written; content has since been
 *   corrected against it, so it is no longer blind;
 * - `blind2`: a fresh set written on 2026-11-23 from the questions of the clinical safety pass
 *   alone (no weights, no other cases), 8 per place, for the honest accuracy figure; the breadth
 *   pass added 69 more the same day, one or two per new condition. Fixes it prompts are made, and
 *   it stops being blind, like the last.
 * - `blind3`: written on 2026-11-23 the same way for eight conditions no other set tested blind
 *   (head injury bleed, concussion, penetrating eye injury, gum disease, mouth ulcer, reactive
 *   arthritis, severe malaria, severe leptospirosis), each with a case of its nearest look-alike.
 * - `danger`: written on 2026-11-25 from the questions alone for the safety net (decision 076):
 *   people with general danger signs that must go to emergency whether or not a condition of the
 *   place explains them (`expected: null` when none does), and common illnesses whose look-alike
 *   warning signs must not send them there.
 * - `wholebody`: written on 2026-11-25 by the content's authors for the whole-body questions
 *   (decision 086): fevers of the whole body tapped at one place, and the same places without a
 *   fever, where the local condition must still win.
 * - `blind4`: 75 cases written on 2026-11-25 from `npm run questions` alone for the people the
 *   interview now speaks to (decision 068): children from babies answered by a parent, elders
 *   answered by family, pregnancy in each trimester and after birth, and whole-body illnesses
 *   tapped at one place. Its first score is in the commit that added it.
 * - `blind5`: 66 cases written on 2026-11-25 from `npm run questions` alone for the places added
 *   by issue 36 (middle of the tummy, middle of the back, breast, bottom, private parts, skin):
 *   children answered by a parent, elders by family, each trimester and breastfeeding, an
 *   emergency or urgent case at each place and whole-body illnesses tapped there. Its first
 *   scores are in the commits after the ones that added them.
 * - `blind6`: 68 cases written on 2026-11-26 from `npm run questions` alone for this round's new
 *   conditions (anaphylaxis, the flesh-eating infection, a severe skin reaction to a medicine,
 *   impetigo, heavy bleeding from the bottom, a stuck pile, genital warts, bacterial vaginosis,
 *   hydrocele, pulled elbow, bone infection in a child) with their look-alikes, and an emergency or
 *   urgent story at every place whose warning screens were re-split; children, elders, pregnancy
 *   and whole-body fevers. Its first score is in the commit that added it.
 * - `blind7`: 114 cases written on 2026-11-26 by two writers from `npm run questions` alone for
 *   the conditions of the second breadth round (TB meningitis, carbon monoxide, a clot in the
 *   brain's veins after birth, womb infection after pregnancy, belly TB, syphilis, chancroid,
 *   groin and scalp ringworm, chickenpox, leprosy and its reactions, rheumatic fever, TB of a bone
 *   or joint) and their look-alikes: 26 children answered by a parent, 28 adults by family, 15
 *   pregnancies or births. Its first score is in the commits that added it.
 * - `blind8`: 67 cases written on 2026-11-26 from `npm run questions` alone, blind to the weights,
 *   to measure answering for someone else and fevers measured in °F: babies, toddlers and school
 *   children answered by a parent ("Not sure" where a parent cannot know), elders, a non-verbal
 *   adult and wives after a birth or a fit answered by family, and adults with a °F thermometer, a
 *   fever felt but not measured, or one gone now; 19 places. Scored once as written and never
 *   edited; its first score is in the commit after the one that added it.
 * - `blind9`: 40 cases written on 2026-11-27 the same way, after every option was read for one fact
 *   and "Not sure" could go beside ticked warning signs (decision 131): 15 children answered by a
 *   parent (4 babies), 12 adults by a relative, 13 for themselves, 13 fevers in °F; 20 places.
 *   Scored once as written and never edited; its first score is in the commit that registered it.
 * - `blind10`: 44 cases written on 2026-11-27 the same way, for how urgent a problem is: the lines
 *   between self-care, a visit in a few days, a doctor today and an emergency (a calf clot, a hot
 *   joint with and without a fever, quinsy, a tooth abscess, a child's ear, pain moving to the
 *   lower right, a wrist after a fall, chest pain on the stairs), each level from guidance for
 *   that story; 10 children by a parent, 6 adults by a relative. Scored once as written and never
 *   edited; its first score is in the commit that registered it.
 * - `blind11`: 48 cases written on 2026-11-29 by two writers from `npm run questions` alone, 4 at
 *   each of twelve places (ear, throat, head, chest, lower tummy, all over; hip and groin, knee,
 *   lower leg, mouth, skin, upper tummy): 24 everyday illnesses that should not go to a hospital
 *   today, some with a serious look-alike (a child's ear during a cold, flu in dengue season, a
 *   child's irritable hip and night leg aches, hand, foot and mouth disease), and 24 urgent or
 *   emergency stories, some subtle (an older woman's heart attack "like gas", quinsy, a slipped
 *   hip growth plate felt in the knee, Ludwig's angina); 15 children by a parent, 10 elders by
 *   family, six pregnancies, one in each trimester by each writer (the questions tool shows no
 *   pregnancy-only step, so those are unanswered: "not sure"). Each level from guidance for that
 *   story, fixed before the first score: 16 self-care, 8 see a doctor, 10 urgent, 14 emergency.
 *   Scored once as written and never edited; its first score is in the commit that registered it.
 * - `blind12`: 48 cases written on 2026-11-29 by two writers from `npm run questions` alone, at the
 *   fourteen places blind11 left out (ankle and foot, bottom, breast, elbow, eye, face and jaw,
 *   genitals; lower back, middle of the tummy, middle and upper back, neck, shoulder, wrist and
 *   hand), 3 or 4 at each: everyday complaints with a frightening look-alike (a sprain, piles in
 *   pregnancy, a jaw joint, a baby's evening crying, a wry neck after a bus night, a back strain
 *   after lifting a gas cylinder) and serious ones a family may under-describe (heart attacks felt
 *   in the breast, the jaw and between the shoulder blades, a snake bite, a twisted testicle,
 *   early intussusception); 16 children by a parent, 10 elders of 75 or more by family (two with
 *   dementia), six pregnancies (two in each trimester) and two breastfeeding mothers. Each level
 *   from guidance for that story, fixed before the first score: 16 self-care, 10 see a doctor,
 *   10 urgent, 12 emergency. Scored once as written and never edited; its first score is in the
 *   commit that registered it.
 * - `blind13`: 52 cases written on 2026-11-29 by two writers from `npm run questions` alone, the
 *   first to see a pregnant woman's own questions (`--pregnant`, `--months`), two at each of the
 *   26 places: ordinary illness a cautious checker over-calls (a toddler's ear infection, hand,
 *   foot and mouth disease, an irritable hip, heartburn in pregnancy, a stye) and serious causes a
 *   family under-describes (an elder's heart attack as "gas", pre-eclampsia told as acidity,
 *   sepsis from a urine infection in a woman with dementia suddenly more confused, a hip fracture
 *   in an elder who "just won't walk", a fever in a 9-week-old); 16 children by a parent, 12
 *   elders by family, eight pregnancies in all three trimesters, two mothers after a birth, fevers
 *   tapped at one place. Each level from guidance for that story, fixed before the first score
 *   (`docs/content-review/blind13-levels-2026-11-29.md`): 16 self-care, 11 see a doctor,
 *   12 urgent, 13 emergency. Scored once as written and never edited; its first score is in the
 *   commit that registered it.
 */
export const CASE_SETS = {
  authors: {
    folder: 'cases',
    blind: false,
    title: "cases written by the content's authors",
  },
  independent: {
    folder: 'cases-independent',
    blind: false,
    title: 'independent cases (written without seeing the weights; content since corrected against them)',
  },
  blind: {
    folder: 'cases-blind',
    blind: true,
    title: 'blind cases (written from the questions alone; content since corrected against them)',
  },
  blind2: {
    folder: 'cases-blind-2',
    blind: true,
    title: 'fresh blind cases (written 2026-11-23 from the questions alone, scored as written)',
  },
  blind3: {
    folder: 'cases-blind-3',
    blind: true,
    title:
      'blind cases for eight untested conditions and their look-alikes (written 2026-11-23 from the questions alone)',
  },
  danger: {
    folder: 'cases-danger',
    blind: true,
    title:
      'blind cases for the safety net: danger signs, and common illnesses that must not be over-triaged (written 2026-11-25 from the questions alone)',
  },
  wholebody: {
    folder: 'cases-whole-body',
    blind: false,
    title:
      'whole-body illnesses tapped at one place, and the same places without a fever (written 2026-11-25 by the authors)',
  },
  blind4: {
    folder: 'cases-blind-4',
    blind: true,
    title:
      'children answered by a parent, elders by family, each trimester, whole-body illnesses tapped at one place (written 2026-11-25 from the questions alone)',
  },
  blind5: {
    folder: 'cases-blind-5',
    blind: true,
    title:
      'the middle of the tummy and back, the breast, the bottom and the private parts: children, elders, pregnancy, whole-body illnesses (written 2026-11-25 from the questions alone)',
  },
  blind6: {
    folder: 'cases-blind-6',
    blind: true,
    title:
      "this round's new conditions and their look-alikes, and the re-split warning screens: children, elders, pregnancy, whole-body fevers (written 2026-11-26 from the questions alone)",
  },
  blind7: {
    folder: 'cases-blind-7',
    blind: true,
    title:
      'the second breadth round: TB of the brain, belly, bones and joints, carbon monoxide, womb infection, genital sores, ringworm, chickenpox, leprosy, rheumatic fever (written 2026-11-26 from the questions alone)',
  },
  blind8: {
    folder: 'cases-blind-8',
    blind: true,
    title:
      'answering for someone else and fevers in °F: babies, children and elders answered by family, "Not sure" where they cannot know (written 2026-11-26 from the questions alone, never edited)',
  },
  blind9: {
    folder: 'cases-blind-9',
    blind: true,
    title:
      'answering for someone else again, after the one-fact review and "Not sure" beside ticked warning signs (written 2026-11-27 from the questions alone, never edited)',
  },
  blind10: {
    folder: 'cases-blind-10',
    blind: true,
    title:
      'how urgent: the lines between self-care, a visit, a doctor today and an emergency (written 2026-11-27 from the questions alone, never edited)',
  },
  blind11: {
    folder: 'cases-blind-11',
    blind: true,
    title:
      'everyday illnesses and their serious look-alikes at twelve places, for the urgency (written 2026-11-29 from the questions alone, never edited)',
  },
  blind12: {
    folder: 'cases-blind-12',
    blind: true,
    title:
      'everyday complaints and serious look-alikes at the fourteen other places, told by parents and families (written 2026-11-29 from the questions alone, never edited)',
  },
  blind13: {
    folder: 'cases-blind-13',
    blind: true,
    title:
      'over-called everyday illness and under-described emergencies at every place, with pregnancies asked their own questions (written 2026-11-29 from the questions alone, never edited)',
  },
} as const satisfies Record<string, { folder: string; title: string; blind: boolean }>;
export type CaseSet = keyof typeof CASE_SETS;

export interface KnowledgeBase {
  /** Changes whenever any content file changes; part of every API answer and ETag. */
  version: string;
  locations: Map<LocationKey, LocationContent>;
  conditions: Map<string, ConditionFile>;
  /** The clinical case sets (see CASE_SETS), each by location. */
  caseSets: Record<CaseSet, Map<LocationKey, CaseFile>>;
  /** The danger signs asked at every place (data/shared/danger-signs.json; decision 076). */
  dangerSigns: SharedStepsFile | undefined;
  /** The whole-body questions asked at every place but its `not_at` (data/shared/whole-body.json; decision 086). */
  wholeBody: WholeBodyStepsFile | undefined;
  /** The whole-body conditions' weights on the shared keys (data/shared/whole-body-conditions.json). */
  wholeBodyConditions: WholeBodyConditionsFile | undefined;
  /** What a condition gains when the pain also reaches another place (data/shared/also-hurts.json; decision 093). */
  alsoHurts: AlsoHurtsFile | undefined;
  /** The medical scope the knowledge base must cover (undefined while it is being written). */
  coverage: CoverageFile | undefined;
  /** Per language, each content file's translation catalogue (data/locales/<lang>/), by file name. */
  translations: Record<ContentLanguage, Translations>;
}

/** One language's catalogues: `locations/<key>`, `conditions/<disease_short_name>` and `shared/<name>`. */
export interface Translations {
  locations: Map<string, TranslationCatalogue>;
  conditions: Map<string, TranslationCatalogue>;
  shared: Map<string, TranslationCatalogue>;
}

/** The file name of the shared danger signs, under data/shared/ and each language's catalogues. */
export const DANGER_SIGNS = 'danger-signs';
/** The file name of the shared whole-body questions, under data/shared/ and each language's catalogues. */
export const WHOLE_BODY = 'whole-body';
/** The file name of the whole-body conditions' shared weights, under data/shared/. */
export const WHOLE_BODY_CONDITIONS = 'whole-body-conditions';
/** The file name of the weights for "it also hurts in…", under data/shared/ (decision 093). */
export const ALSO_HURTS = 'also-hurts';
/** The shared files that hold only weights: they have nothing to translate. */
export const WEIGHTS_ONLY_SHARED: readonly string[] = [WHOLE_BODY_CONDITIONS, ALSO_HURTS];

/** Whether a place asks the whole-body questions (all but the file's `not_at`). */
export const asksWholeBody = (location: LocationKey, wholeBody: WholeBodyStepsFile | undefined): boolean =>
  wholeBody !== undefined && !wholeBody.not_at.includes(location);

/**
 * The whole-body steps asked at a place that asks them: all but those whose own `not_at` names the
 * place (its own steps ask the same fact; issue 51), each without its `not_at`.
 */
function wholeBodyStepsAt(location: LocationKey, wholeBody: WholeBodyStepsFile): DiagnosisStep[] {
  return wholeBody.steps
    .filter((step) => !step.not_at?.includes(location))
    .map(({ not_at: _skippedAt, ...step }) => step);
}

/**
 * The answers of the whole-body steps a place skips (their `not_at` names it), but for those a step
 * it asks (`whole`, from `wholeBodyStepsAt`) also offers ("none", "not sure"): the shared weights on
 * them are left out there, since no step asks them. A place maps such a weight onto its own step
 * that asks the same fact.
 */
function skippedWholeBodyKeys(
  location: LocationKey,
  wholeBody: WholeBodyStepsFile,
  whole: readonly DiagnosisStep[],
): Set<string> {
  const asked = new Set(whole.flatMap((s) => s.step_options.map((o) => o.key)));
  return new Set(
    wholeBody.steps
      .filter((step) => step.not_at?.includes(location))
      .flatMap((s) => s.step_options.map((o) => o.key))
      .filter((key) => !asked.has(key)),
  );
}

/**
 * A location as asked: its own warning signs first, then the shared danger signs, then (unless the
 * place is in the whole-body file's `not_at`) the whole-body questions, then the rest of its own
 * steps (a location whose first step is not its warning signs gets the shared steps first). Its
 * conditions gain the whole-body ones (mergeWholeBodyConditions).
 */
export function withSharedSteps(
  own: LocationFile,
  dangerSigns: SharedStepsFile | undefined,
  wholeBody?: WholeBodyStepsFile,
  wholeBodyConditions?: WholeBodyConditionsFile,
  alsoHurts?: AlsoHurtsFile,
): LocationFile {
  const whole = asksWholeBody(own.location, wholeBody) ? wholeBodyStepsAt(own.location, wholeBody!) : [];
  const shared = [...(dangerSigns?.steps ?? []), ...whole];
  // The shared screens follow the place's red-flag screen; screens a place puts before it (signs
  // asked first for those they fit, decision 117) stay before it.
  const at = own.steps.findIndex((s) => s.id.endsWith('red_flags'));
  const steps =
    at >= 0 ? [...own.steps.slice(0, at + 1), ...shared, ...own.steps.slice(at + 1)] : [...shared, ...own.steps];
  const withWhole =
    whole.length > 0 && wholeBodyConditions
      ? mergeWholeBodyConditions(
          own.diseases,
          wholeBodyConditions,
          skippedWholeBodyKeys(own.location, wholeBody!, whole),
        )
      : own.diseases;
  const diseases = alsoHurts ? mergeAlsoHurts(own.location, withWhole, alsoHurts) : withWhole;
  return { ...own, steps: withAlsoSpreads(own.location, steps, alsoHurts), diseases };
}

/**
 * A place's conditions with what each gains when the pain also reaches another place (decision
 * 093): the file's weights for every place but this one; none at all-over (it already means many
 * places). A weight the place gives the same key itself wins, and a place that answers a spread
 * option the condition weighs counts through that option (decision 120).
 */
export function mergeAlsoHurts(
  location: LocationKey,
  diseases: LocationFile['diseases'],
  file: AlsoHurtsFile,
): LocationFile['diseases'] {
  if (!isAlsoPlace(location)) return diseases;
  const byName = new Map(file.conditions.map((c) => [c.disease_short_name, c] as const));
  const spreads = spreadOptionsAt(location, file);
  return diseases.map((entry) => {
    const also = byName.get(entry.disease_short_name);
    if (!also) return entry;
    const local = new Set(entry.symptoms.map((s) => s.key));
    // A place that answers a spread option this condition weighs counts through that option
    // (decision 120), not a second time through its own key.
    const countedBySpread = (place: AlsoPlace) =>
      entry.symptoms.some((s) => s.value > 0 && spreads.get(place)?.has(s.key));
    const added = (Object.entries(also.places) as [AlsoPlace, number][])
      .filter(([place]) => place !== location && !local.has(alsoKey(place)) && !countedBySpread(place))
      .map(([place, value]) => ({ key: alsoKey(place), value }));
    return added.length === 0 ? entry : { ...entry, symptoms: [...entry.symptoms, ...added] };
  });
}

/**
 * A place's conditions with the whole-body ones added: a condition the place does not list comes
 * with its shared weights (and shared triage) alone; one it lists keeps its own weights and triage
 * and gains the shared weights for keys it does not weight itself (the place's authors judged
 * those keys there).
 */
export function mergeWholeBodyConditions(
  own: LocationFile['diseases'],
  sharedFile: WholeBodyConditionsFile,
  skipped: ReadonlySet<string> = new Set(),
): LocationFile['diseases'] {
  // Weights on the answers of whole-body steps the place skips are left out: nothing asks them there.
  const shared = {
    ...sharedFile,
    diseases: sharedFile.diseases.map((d) => ({ ...d, symptoms: d.symptoms.filter((s) => !skipped.has(s.key)) })),
  };
  const sharedByName = new Map(shared.diseases.map((d) => [d.disease_short_name, d] as const));
  const merged = own.map((entry) => {
    const extra = sharedByName.get(entry.disease_short_name);
    if (!extra) return entry;
    const local = new Set(entry.symptoms.map((s) => s.key));
    return {
      ...entry,
      ...(entry.triage === undefined && extra.triage !== undefined ? { triage: extra.triage } : {}),
      ...(entry.requires_any === undefined && extra.requires_any !== undefined
        ? { requires_any: extra.requires_any }
        : {}),
      symptoms: [...entry.symptoms, ...extra.symptoms.filter((s) => !local.has(s.key))],
    };
  });
  const listed = new Set(own.map((d) => d.disease_short_name));
  return [...merged, ...shared.diseases.filter((d) => !listed.has(d.disease_short_name))];
}

/**
 * A place as the engine reads it: its file's questions, and each condition it lists with that
 * condition's findings there, in the place's order (decision 161). A listed condition without a
 * file or without findings at the place is left out and reported.
 */
function withFindings(
  source: LocationSourceFile,
  findings: ReadonlyMap<string, Partial<Record<LocationKey, Finding>>>,
  report: (problem: { text: string; missingFile: boolean }) => void,
): LocationFile {
  const { conditions: names, ...place } = source;
  const diseases = names.flatMap((name) => {
    const at = findings.get(name);
    const finding = at?.[source.location];
    if (!at) report({ text: `condition ${name} has no file conditions/${name}.json`, missingFile: true });
    else if (!finding)
      report({
        text: `lists ${name}, whose file conditions/${name}.json has no findings at ${source.location}`,
        missingFile: false,
      });
    return finding ? [{ disease_short_name: name, ...finding }] : [];
  });
  return { ...place, diseases };
}

/** A location's diseases in the API's shape: each condition's facts with this location's weights. */
export function diseasesOf(
  file: LocationFile,
  conditions: ReadonlyMap<string, ConditionFile>,
  missing: (name: string) => void = () => {},
): Disease[] {
  const diseases: Disease[] = [];
  for (const entry of file.diseases) {
    const facts = conditions.get(entry.disease_short_name);
    if (!facts) {
      missing(entry.disease_short_name);
      continue;
    }
    diseases.push({
      disease_short_name: facts.disease_short_name,
      disease_name: facts.disease_name,
      description: facts.description,
      age_range: facts.age_range,
      ...(facts.typical_age ? { typical_age: facts.typical_age } : {}),
      gender: facts.gender,
      ...(facts.pregnancy ? { pregnancy: facts.pregnancy } : {}),
      weight: facts.weight,
      triage: entry.triage ?? facts.triage,
      ...(facts.care ? { care: facts.care } : {}),
      ...(facts.base_rate === undefined ? {} : { base_rate: facts.base_rate }),
      symptoms: entry.symptoms,
      ...(entry.requires_any ? { requires_any: entry.requires_any } : {}),
      ...(entry.raised_triage ? { raised_triage: entry.raised_triage } : {}),
    });
  }
  return diseases;
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`the knowledge base has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    this.name = 'ContentError';
  }
}

function listJson(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

function formatIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((i) => `${file}: ${i.path.join('.') || '(root)'}: ${i.message}`);
}

interface RawFile {
  path: string;
  text: string;
}

function readAll(dir: string): RawFile[] {
  return listJson(dir).map((f) => ({
    path: join(dir, f),
    text: readFileSync(join(dir, f), 'utf8'),
  }));
}

/** The key a content file names its JSON Schema by, for editors (json-schema.ts); not content. */
export const SCHEMA_KEY = '$schema';

function withoutSchemaKey(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !(SCHEMA_KEY in json)) return json;
  const { [SCHEMA_KEY]: _schema, ...rest } = json as Record<string, unknown>;
  return rest;
}

/**
 * The keys written twice in one `"weights"` map of a file's text. JSON keeps the last of two equal
 * keys without a word, so a weight an author adds for an answer already weighed would silently
 * replace the first; the map holds only numbers, so its text has no braces and a pattern finds it.
 */
export function duplicateWeightKeys(text: string): string[] {
  const twice: string[] = [];
  for (const map of text.matchAll(/"weights"\s*:\s*\{([^{}]*)\}/g)) {
    const seen = new Set<string>();
    for (const [, key] of map[1]!.matchAll(/"([^"\\]*)"\s*:/g)) {
      if (seen.has(key!)) twice.push(key!);
      seen.add(key!);
    }
  }
  return twice;
}

/** The files whose schema holds `"weights"` maps, the only ones read for a key written twice. */
const WEIGHED: ReadonlySet<unknown> = new Set([ConditionSourceFile, WholeBodyConditionsFile]);

function parseFile<T>(raw: RawFile, schema: z.core.$ZodType<T>, problems: string[], dataDir: string): T | undefined {
  const name = raw.path.slice(dataDir.length + 1);
  if (WEIGHED.has(schema))
    for (const key of duplicateWeightKeys(raw.text)) problems.push(`${name}: "${key}" is weighed twice in one map`);
  let json: unknown;
  try {
    json = JSON.parse(raw.text);
  } catch (e) {
    problems.push(`${name}: not valid JSON (${(e as Error).message})`);
    return undefined;
  }
  const parsed = z.safeParse(schema, withoutSchemaKey(json));
  if (!parsed.success) {
    problems.push(...formatIssues(name, parsed.error));
    return undefined;
  }
  return parsed.data;
}

export interface LoadOptions {
  dataDir?: string;
  /**
   * Tolerate references to condition files that do not exist yet (while writing content);
   * such diseases are left out of their location. Never used by the site.
   */
  partial?: boolean;
  /**
   * Parse and check the clinical case sets (default true). The site does not use them: without
   * them it still reads their files into the version (which stays the same) but skips checking
   * them, a sixth of the loading time; `npm run content:check` and the tests check them.
   */
  cases?: boolean;
}

/**
 * Reads and validates the whole knowledge base. Throws {@link ContentError} listing every
 * schema and reference problem, so a broken file stops the site at start, not a visitor later.
 */
export function loadKnowledgeBase(options: LoadOptions = {}): KnowledgeBase {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const problems: string[] = [];
  const hash = createHash('sha256');

  const conditions = new Map<string, ConditionFile>();
  /** Each condition's findings, by place (decision 161): what the places' files list by name. */
  const findings = new Map<string, Partial<Record<LocationKey, Finding>>>();
  for (const raw of readAll(join(dataDir, 'conditions'))) {
    hash.update(raw.path.slice(dataDir.length)).update(raw.text);
    const c = parseFile(raw, ConditionSourceFile, problems, dataDir);
    if (!c) continue;
    if (basename(raw.path, '.json') !== c.disease_short_name) {
      problems.push(`conditions/${basename(raw.path)}: file name must be ${c.disease_short_name}.json`);
    }
    const { findings: at, ...facts } = c;
    conditions.set(c.disease_short_name, facts);
    findings.set(c.disease_short_name, at);
  }

  let dangerSigns: SharedStepsFile | undefined;
  const dangerPath = join(dataDir, 'shared', `${DANGER_SIGNS}.json`);
  if (existsSync(dangerPath)) {
    const raw = { path: dangerPath, text: readFileSync(dangerPath, 'utf8') };
    hash.update(raw.path.slice(dataDir.length)).update(raw.text);
    dangerSigns = parseFile(raw, SharedStepsFile, problems, dataDir);
  }
  const readShared = <T>(name: string, schema: z.core.$ZodType<T>): T | undefined => {
    const path = join(dataDir, 'shared', `${name}.json`);
    if (!existsSync(path)) return undefined;
    const raw = { path, text: readFileSync(path, 'utf8') };
    hash.update(raw.path.slice(dataDir.length)).update(raw.text);
    return parseFile(raw, schema, problems, dataDir);
  };
  const wholeBody = readShared(WHOLE_BODY, WholeBodyStepsFile);
  const wholeBodyConditions = readShared(WHOLE_BODY_CONDITIONS, WholeBodyConditionsFile);
  const alsoHurts = readShared(ALSO_HURTS, AlsoHurtsFile);

  const locations = new Map<LocationKey, LocationContent>();
  for (const raw of readAll(join(dataDir, 'locations'))) {
    hash.update(raw.path.slice(dataDir.length)).update(raw.text);
    const source = parseFile(raw, LocationSourceFile, problems, dataDir);
    if (!source) continue;
    if (basename(raw.path, '.json') !== source.location) {
      problems.push(`locations/${basename(raw.path)}: file name must be ${source.location}.json`);
    }
    const file = withFindings(source, findings, (problem) => {
      if (!options.partial || !problem.missingFile) problems.push(`locations/${source.location}.json: ${problem.text}`);
    });
    const asked = withSharedSteps(file, dangerSigns, wholeBody, wholeBodyConditions, alsoHurts);
    // The place's own conditions have files (withFindings saw to it); one the whole-body file adds may not.
    const diseases = diseasesOf(asked, conditions, (name) => {
      if (!options.partial) {
        problems.push(`locations/${file.location}.json: condition ${name} has no file conditions/${name}.json`);
      }
    });
    locations.set(file.location, { file: asked, own: file, diseases });
  }
  for (const [name, at] of findings) {
    for (const place of Object.keys(at) as LocationKey[]) {
      const listed = locations.get(place)?.own.diseases.some((d) => d.disease_short_name === name);
      if (locations.has(place) && !listed) {
        problems.push(`conditions/${name}.json: findings at ${place}, whose file does not list ${name}`);
      }
    }
  }

  const readCases = (folder: string) => {
    const out = new Map<LocationKey, CaseFile>();
    for (const raw of readAll(join(dataDir, folder))) {
      hash.update(raw.path.slice(dataDir.length)).update(raw.text);
      if (options.cases === false) continue;
      const file = parseFile(raw, CaseFile, problems, dataDir);
      if (file) out.set(file.location, file);
    }
    return out;
  };
  let coverage: CoverageFile | undefined;
  const coveragePath = join(dataDir, 'coverage.json');
  if (existsSync(coveragePath)) {
    const raw = { path: coveragePath, text: readFileSync(coveragePath, 'utf8') };
    hash.update('/coverage.json').update(raw.text);
    coverage = parseFile(raw, CoverageFile, problems, dataDir);
  }
  const readCatalogues = (lang: ContentLanguage, kind: 'locations' | 'conditions' | 'shared') => {
    const out = new Map<string, TranslationCatalogue>();
    for (const raw of readAll(join(dataDir, 'locales', lang, kind))) {
      hash.update(raw.path.slice(dataDir.length)).update(raw.text);
      const catalogue = parseFile(raw, TranslationCatalogue, problems, dataDir);
      if (catalogue) out.set(basename(raw.path, '.json'), catalogue);
    }
    return out;
  };
  const translations = Object.fromEntries(
    CONTENT_LANGUAGES.map((lang) => [
      lang,
      {
        locations: readCatalogues(lang, 'locations'),
        conditions: readCatalogues(lang, 'conditions'),
        shared: readCatalogues(lang, 'shared'),
      },
    ]),
  ) as KnowledgeBase['translations'];
  const caseSets = Object.fromEntries(
    Object.entries(CASE_SETS).map(([set, { folder }]) => [set, readCases(folder)]),
  ) as KnowledgeBase['caseSets'];

  if (!options.partial) {
    for (const key of LOCATION_KEYS) {
      if (!locations.has(key)) problems.push(`locations/${key}.json is missing`);
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return {
    version: hash.digest('hex').slice(0, 12),
    locations,
    conditions,
    caseSets,
    dangerSigns,
    wholeBody,
    wholeBodyConditions,
    alsoHurts,
    coverage,
    translations,
  };
}
