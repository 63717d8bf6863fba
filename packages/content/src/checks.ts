import {
  NONE_OF_THESE,
  NOT_SURE,
  RESERVED_OPTION_KEYS,
  TRIAGE_LEVELS,
  type DiagnosisStep,
  type Disease,
  type LocationKey,
  type Sex,
} from '@painpoint/contracts';
import { ILLNESSES, isAlsoPlace, ILLNESS_KEYS, MEDICINES, MEDICINE_KEYS } from '@painpoint/contracts/constants';
import {
  PROFILE_EVIDENCE_KEYS,
  assessModel,
  isProfileKey,
  triageRank,
  walkSteps,
  type Profile,
} from '@painpoint/engine';
import { checkAudienceWording, checkDengueRule, checkMotherAndBaby, checkProfileFit } from './profile-checks.ts';
import { inLanguage } from './in-language.ts';
import { checkDangerSigns } from './danger-signs.ts';
import { checkWarningScreens } from './warning-screens.ts';
import { checkWholeBodyOverlap } from './whole-body.ts';
import { checkAlsoHurts } from './also-hurts.ts';
import { checkAnswerable } from './answerable.ts';
import { checkGivenOptions, checkHealthFacts } from './health-facts.ts';
import { CASE_SETS, type CaseSet, type KnowledgeBase, type LocationContent } from './load.ts';
import type { CaseFile, CoverageFile } from './schema.ts';
import { fleschKincaidGrade } from './readability.ts';
import { checkTranslations, type LanguageReport } from './translation-checks.ts';
import { checkServedContent } from './served-checks.ts';

export interface LocationReport {
  location: LocationKey;
  conditions: number;
  steps: number;
  /** The most steps any condition's typical path shows. */
  longestPath: number;
  /** Conditions whose own typical answers do not put them first / in the top three. */
  notFirst: string[];
  /** Red-flag options, and how many a condition of this place at least as urgent explains. */
  redFlags: { flags: number; explained: number };
  cases: number;
}

export interface SourceReport {
  /** Source references across all conditions. */
  references: number;
  /** Distinct addresses. */
  addresses: number;
  /** Earliest and latest `reviewed` dates: the day each address was checked. */
  firstChecked: string;
  lastChecked: string;
  /** References per `reviewed` date, oldest first. */
  byDate: [string, number][];
  /** Conditions citing at least two independent organisations. */
  conditionsWithTwo: number;
  /** References to Indian national bodies, institutions and societies. */
  indian: number;
  /** Conditions with a verified video: all, emergencies, urgent, with one that embeds, with one in Hindi. */
  videos: { conditions: number; emergency: number; urgent: number; embeddable: number; hindi: number };
}

export interface CheckResult {
  errors: string[];
  warnings: string[];
  locations: LocationReport[];
  sources: SourceReport;
  readability: { mean: number; max: number; worst: string };
  /** Each other language's coverage of the knowledge base and the readability of its texts. */
  languages: LanguageReport[];
}

/** A month in each stage of pregnancy a condition can weigh (engine/profile.ts). */
const STAGE_MONTH: Record<string, number> = {
  pregnant_months_1_3: 2,
  pregnant_months_4_6: 5,
  pregnant_months_7_8: 7,
  pregnant_month_9: 9,
};

/** A plausible visitor for a condition: the middle of its typical (peak) ages, an allowed sex. */
export function typicalProfile(d: Disease): Profile & { sex: Sex; age: number; weight: number } {
  const sex: Sex = d.pregnancy ? 'female' : d.gender === 'any' ? 'female' : d.gender;
  const ages = d.typical_age ?? d.age_range;
  const age = Math.round((ages.min_age + Math.min(ages.max_age, 90)) / 2);
  const weight = Math.min(Math.max(70, d.weight.min_weight), d.weight.max_weight);
  // A condition of pregnancy is met in the stage it weighs most, else in the middle of its months.
  const req = d.pregnancy?.months;
  const stage = [...d.symptoms]
    .filter((s) => s.key in STAGE_MONTH && s.value > 0)
    .sort((a, b) => b.value - a.value)[0]?.key;
  const months =
    req && Math.min(req.max, Math.max(req.min, stage ? STAGE_MONTH[stage]! : Math.round((req.min + req.max) / 2)));
  const pregnancy = months ? { status: 'yes' as const, months } : undefined;
  // The textbook patient has the illnesses and takes the medicines the condition weighs (decision 092).
  const weighs = (key: string) => d.symptoms.some((s) => s.key === key && s.value > 0);
  const illnesses = ILLNESSES.filter((i) => weighs(ILLNESS_KEYS[i]));
  const medicines = MEDICINES.filter((m) => weighs(MEDICINE_KEYS[m]));
  return {
    sex,
    age,
    weight,
    for: age < 16 ? 'child' : 'self',
    pregnancy,
    ...(illnesses.length > 0 ? { illnesses } : {}),
    ...(medicines.length > 0 ? { medicines } : {}),
  };
}

/**
 * The answers a textbook patient with the condition would give: at each visible step, the
 * option the condition weights most (single choice) or every option it weights positively
 * (multiple choice), else "none" or "not sure".
 */
export function typicalAnswers(
  steps: readonly DiagnosisStep[],
  disease: Disease,
  profile: Profile,
): Map<string, string[]> {
  const weights = new Map(disease.symptoms.map((s) => [s.key, s.value] as const));
  const selections = new Map<string, string[]>();
  for (const step of steps) {
    // An option only the age page asks (decision 102) is not the place's to answer.
    const positive = step.step_options
      .filter((o) => o.asked !== false && (weights.get(o.key) ?? 0) > 0)
      .sort((a, b) => (weights.get(b.key) ?? 0) - (weights.get(a.key) ?? 0));
    const fallback = step.step_options.some((o) => o.key === NONE_OF_THESE) ? NONE_OF_THESE : NOT_SURE;
    const chosen = positive.length === 0 ? [fallback] : step.multiple ? positive.map((o) => o.key) : [positive[0]!.key];
    selections.set(step.id, chosen);
  }
  // Keep only what a walk through the steps would actually show.
  const states = walkSteps(steps, selections, profile);
  return new Map(states.filter((s) => s.visible).map((s) => [s.step.id, s.chosen]));
}

function checkSteps(loc: LocationContent, errors: string[], warnings: string[]): void {
  const name = `locations/${loc.file.location}.json`;
  const seen = new Map<string, string>();
  const stepIds = new Set<string>();
  const available = new Set<string>();
  let duration: string | undefined;
  for (const step of loc.file.steps) {
    if (stepIds.has(step.id)) errors.push(`${name}: step id ${step.id} is used twice`);
    // The summary for a doctor shows one answer as how long the pain has lasted.
    if (step.topic === 'duration') {
      if (duration) errors.push(`${name}: steps ${duration} and ${step.id} both have the topic "duration"`);
      duration ??= step.id;
    }
    stepIds.add(step.id);
    const keys = step.step_options.map((o) => o.key);
    if (!keys.includes(NOT_SURE)) errors.push(`${name}: step ${step.id} has no "${NOT_SURE}" option`);
    // The site says "Choose all that apply" under every multiple-choice question itself.
    if (REPEATS_INSTRUCTION.test(`${step.question} ${step.help ?? ''}`)) {
      errors.push(`${name}: step ${step.id} repeats "choose all that apply", which the site already says`);
    }
    if (step.multiple && !keys.includes(NONE_OF_THESE)) {
      errors.push(`${name}: multiple-choice step ${step.id} has no "${NONE_OF_THESE}" option`);
    }
    for (const dep of step.dependent_on_any_symptoms) {
      if (!available.has(dep) && !isProfileKey(dep)) {
        errors.push(`${name}: step ${step.id} depends on ${dep}, which no earlier step offers`);
      }
    }
    for (const o of step.step_options) {
      if (RESERVED_OPTION_KEYS.includes(o.key)) {
        if (o.red_flag) errors.push(`${name}: ${step.id}.${o.key} is reserved and cannot be a red flag`);
        continue;
      }
      const other = seen.get(o.key);
      if (other) errors.push(`${name}: option key ${o.key} appears in steps ${other} and ${step.id}`);
      seen.set(o.key, step.id);
      available.add(o.key);
      if (o.red_flag && !o.red_flag_reason) {
        warnings.push(`${name}: red flag ${step.id}.${o.key} has no red_flag_reason`);
      }
    }
  }
  // Every place asks how long the main problem has lasted (issue 51, decision 124).
  if (!duration) errors.push(`${name}: no step asks how long the problem has lasted (the topic "duration")`);
  for (const d of loc.file.diseases) {
    for (const s of d.symptoms) {
      if (RESERVED_OPTION_KEYS.includes(s.key)) {
        errors.push(`${name}: ${d.disease_short_name} weights the reserved key ${s.key}`);
      } else if (!seen.has(s.key) && !PROFILE_EVIDENCE_KEYS.has(s.key)) {
        errors.push(`${name}: ${d.disease_short_name} weights ${s.key}, which no step asks`);
      }
    }
    // A condition's trigger (decision 105) must be an answer that speaks for it.
    for (const key of d.requires_any ?? []) {
      if (!d.symptoms.some((s) => s.key === key && s.value > 0)) {
        errors.push(`${name}: ${d.disease_short_name} requires ${key}, which it does not weight above 0`);
      }
    }
  }
  // A raised urgency (decision 129) is read from answers this place asks, and raises.
  const served = new Map(loc.diseases.map((d) => [d.disease_short_name, d.triage] as const));
  for (const d of loc.file.diseases) {
    const raised = d.raised_triage;
    if (!raised) continue;
    for (const key of raised.when_any.flat()) {
      // A fact about the person (`age_under_2`) is read from the age page (decision 154).
      if (!seen.has(key) && !PROFILE_EVIDENCE_KEYS.has(key) && !isProfileKey(key)) {
        errors.push(`${name}: ${d.disease_short_name} raises its urgency on ${key}, which no step asks`);
      }
    }
    const own = d.triage ?? served.get(d.disease_short_name);
    if (own !== undefined && triageRank(raised.triage) <= triageRank(own)) {
      errors.push(`${name}: ${d.disease_short_name} raises its urgency to ${raised.triage}, not above ${own}`);
    }
  }
  const dup = loc.file.diseases.map((d) => d.disease_short_name).filter((k, i, a) => a.indexOf(k) !== i);
  for (const k of new Set(dup)) errors.push(`${name}: ${k} is listed twice`);
}

function checkRedFlags(
  loc: LocationContent,
  errors: string[],
  warnings: string[],
): { flags: number; explained: number } {
  const count = { flags: 0, explained: 0 };
  const name = `locations/${loc.file.location}.json`;
  const flagged = new Map<string, string>();
  for (const step of loc.file.steps) {
    for (const o of step.step_options) if (o.red_flag) flagged.set(o.key, o.red_flag);
  }
  // A red flag is evidence: some condition here that is at least as urgent must be what it signals.
  for (const step of loc.file.steps) {
    for (const o of step.step_options) {
      // A general danger sign needs no condition to explain it (decision 076).
      if (!o.red_flag || o.danger_sign) continue;
      count.flags++;
      const level = o.red_flag;
      const explains = loc.diseases.some(
        (d) =>
          TRIAGE_LEVELS.indexOf(d.triage) >= TRIAGE_LEVELS.indexOf(level) &&
          d.symptoms.some((s) => s.key === o.key && s.value >= 3),
      );
      if (explains) count.explained++;
      else {
        warnings.push(
          `${name}: red flag ${step.id}.${o.key} (${level}) is weighted 3 or more by no ${level === 'urgent' ? 'urgent or emergency' : 'emergency'} condition here, so nothing it signals can rank first`,
        );
      }
    }
  }
  for (const d of loc.diseases) {
    if (d.triage !== 'emergency') continue;
    const reached = d.symptoms.some((s) => s.value >= 3 && flagged.get(s.key) === 'emergency');
    if (!reached) {
      errors.push(
        `${name}: emergency condition ${d.disease_short_name} has no emergency red-flag option weighted 3 or more for it`,
      );
    }
  }
  return count;
}

function checkCases(file: CaseFile | undefined, folder: string, loc: LocationContent, errors: string[]): void {
  if (!file) return;
  const name = `${folder}/${loc.file.location}.json`;
  const steps = new Map(loc.file.steps.map((s) => [s.id, s] as const));
  const diseaseKeys = new Set(loc.diseases.map((d) => d.disease_short_name));
  const ids = new Set<string>();
  for (const c of file.cases) {
    if (ids.has(c.id)) errors.push(`${name}: case id ${c.id} is used twice`);
    ids.add(c.id);
    if (c.also?.includes(loc.file.location as never) || (c.also && !isAlsoPlace(loc.file.location))) {
      errors.push(`${name}: ${c.id} says the pain also reaches its own place, or is at all-over`);
    }
    if (c.expected !== null && !diseaseKeys.has(c.expected)) {
      errors.push(`${name}: ${c.id} expects ${c.expected}, which is not a condition of this location`);
    }
    for (const [stepId, keys] of Object.entries(c.answers)) {
      const step = steps.get(stepId);
      if (!step) {
        errors.push(`${name}: ${c.id} answers unknown step ${stepId}`);
        continue;
      }
      for (const k of keys) {
        if (!step.step_options.some((o) => o.key === k)) {
          errors.push(`${name}: ${c.id} answers ${stepId} with ${k}, which that step does not offer`);
        }
      }
      if (!step.multiple && keys.length > 1)
        errors.push(`${name}: ${c.id} gives ${keys.length} answers to single-choice step ${stepId}`);
    }
  }
}

/**
 * Every condition of the medical scope is covered at its location, and the triage it gets there
 * is at least the scope's minimum (an emergency is never triaged as less).
 */
function checkCoverage(kb: KnowledgeBase, only: LocationKey | undefined, errors: string[]): void {
  if (!kb.coverage) {
    if (!only) errors.push('coverage.json is missing: the medical scope cannot be checked');
    return;
  }
  for (const [key, items] of Object.entries(kb.coverage) as [LocationKey, NonNullable<CoverageFile[LocationKey]>][]) {
    if (only && key !== only) continue;
    const loc = kb.locations.get(key);
    if (!loc) continue;
    const byKey = new Map(loc.diseases.map((d) => [d.disease_short_name, d] as const));
    for (const item of items) {
      for (const k of item.keys) {
        const d = byKey.get(k);
        if (!d) {
          errors.push(`coverage.json: ${key}: "${item.name}" names ${k}, which ${key} does not reach`);
        } else if (item.min_triage && TRIAGE_LEVELS.indexOf(d.triage) < TRIAGE_LEVELS.indexOf(item.min_triage)) {
          errors.push(
            `${key}: ${k} ("${item.name}") is triaged ${d.triage}, below the scope's minimum ${item.min_triage}`,
          );
        }
      }
    }
  }
  for (const loc of kb.locations.keys()) {
    if (only && loc !== only) continue;
    if (!kb.coverage[loc]?.length) errors.push(`coverage.json: no conditions listed for ${loc}`);
  }
}

/** Every check of `npm run content:check` over a loaded knowledge base. */
export function checkKnowledgeBase(kb: KnowledgeBase, only?: LocationKey): CheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const reports: LocationReport[] = [];
  const hindi = inLanguage(kb, 'hi');
  for (const [key, loc] of kb.locations) {
    if (only && key !== only) continue;
    checkAudienceWording(loc, errors);
    checkAudienceWording(hindi.locations.get(key)!, errors, 'hi');
    checkSteps(loc, errors, warnings);
    const flags = checkRedFlags(loc, errors, warnings);
    checkProfileFit(loc, errors);
    checkDangerSigns(loc, errors);
    checkWarningScreens(loc, errors);
    checkWholeBodyOverlap(loc, kb.wholeBody, errors);
    checkHealthFacts(loc, errors);
    checkGivenOptions(loc, errors);
    const notFirst: string[] = [];
    let longestPath = 0;
    for (const d of loc.diseases) {
      const profile = typicalProfile(d);
      const selections = typicalAnswers(loc.file.steps, d, profile);
      longestPath = Math.max(longestPath, selections.size);
      const result = assessModel({
        steps: loc.file.steps,
        diseases: loc.diseases,
        profile,
        selections,
      });
      const rank = result.ranked.findIndex((r) => r.disease_short_name === d.disease_short_name);
      if (rank < 0 || rank > 2) {
        errors.push(
          `locations/${key}.json: ${d.disease_short_name} is unreachable: its own typical answers do not put it in the top three (${rank < 0 ? 'not ranked' : `ranked ${rank + 1}`})`,
        );
      } else if (rank > 0) {
        notFirst.push(d.disease_short_name);
      }
      const ranked = result.ranked[rank];
      // Under-triage of a condition's own picture: always for one that needs care today or sooner;
      // for "see a doctor", when it leads (ranked below an ordinary look-alike that its typical answers
      // fit as well, the site says self-care and to see a doctor if not better).
      const mustHold = rank === 0 || TRIAGE_LEVELS.indexOf(d.triage) >= TRIAGE_LEVELS.indexOf('urgent');
      if (ranked && mustHold && TRIAGE_LEVELS.indexOf(result.triage) < TRIAGE_LEVELS.indexOf(d.triage)) {
        errors.push(
          `locations/${key}.json: ${d.disease_short_name}'s typical answers are triaged ${result.triage}, below its own ${d.triage}`,
        );
      }
    }
    if (longestPath > 18)
      warnings.push(`locations/${key}.json: a typical path shows ${longestPath} questions (aim for about 15)`);
    for (const set of Object.keys(CASE_SETS) as CaseSet[]) {
      checkCases(kb.caseSets[set].get(key), CASE_SETS[set].folder, loc, errors);
    }
    const cases = kb.caseSets.authors.get(key)?.cases.length ?? 0;
    if (cases < 4) warnings.push(`cases/${key}.json: ${cases} case(s); at least 4 are wanted`);
    reports.push({
      location: key,
      conditions: loc.diseases.length,
      steps: loc.file.steps.length,
      longestPath,
      notFirst,
      redFlags: flags,
      cases,
    });
  }

  checkCoverage(kb, only, errors);
  if (!only) checkAlsoHurts(kb, errors);
  if (!only) checkMotherAndBaby(kb.locations, errors);
  if (!only) checkAnswerable(kb, hindi, errors);
  const languages = checkTranslations(kb, errors, warnings);
  errors.push(...checkServedContent(kb));
  checkDengueRule(
    kb.conditions,
    [...kb.locations].flatMap(([key, loc]) =>
      loc.file.steps.flatMap((s) =>
        s.step_options.flatMap((o) =>
          o.red_flag_reason ? [{ where: `locations/${key}.json ${s.id}/${o.key}`, reason: o.red_flag_reason }] : [],
        ),
      ),
    ),
    errors,
  );

  const grades: { key: string; grade: number }[] = [];
  for (const c of kb.conditions.values()) {
    grades.push({
      key: c.disease_short_name,
      grade: fleschKincaidGrade(c.description),
    });
  }
  const mean = grades.length ? grades.reduce((n, g) => n + g.grade, 0) / grades.length : 0;
  const worst = grades.reduce((w, g) => (g.grade > w.grade ? g : w), {
    key: '-',
    grade: 0,
  });
  for (const g of grades) {
    if (g.grade > 10)
      warnings.push(`conditions/${g.key}.json: description reads at grade ${g.grade.toFixed(1)} (aim for 8 or below)`);
  }
  // Conditions nobody reaches.
  if (!only) {
    const used = new Set([...kb.locations.values()].flatMap((l) => l.file.diseases.map((d) => d.disease_short_name)));
    for (const c of kb.conditions.keys()) {
      if (!used.has(c)) errors.push(`conditions/${c}.json: no location reaches this condition`);
    }
  }
  return {
    errors,
    warnings,
    locations: reports,
    sources: checkConditions(kb, errors),
    readability: { mean, max: worst.grade, worst: worst.key },
    languages,
  };
}

/** Indian national bodies, institutions and societies: by address (Indian public domains) … */
/** Wording that repeats the site's own "Choose all that apply" under a multiple-choice question. */
export const REPEATS_INSTRUCTION =
  /\b(all that (apply|fit)|(pick|choose|tick) (all|every)|every one that fits|pick more than one|more than one answer)\b/i;

/** A YouTube address, which the videos page embeds (behind a press to play); any other is a link. */
const EMBEDDABLE = /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be)\//;

export const INDIAN_ADDRESS = /(\.gov\.in|\.nic\.in|\.ac\.in|\.org\.in)\//i;
/** … or by the organisation's name (a private hospital's Indian page does not count). */
export const INDIAN_BODY =
  /(\bICMR\b|Indian Council of Medical Research|\bNCDC\b|MoHFW|Ministry of Health and Family Welfare|\bAIIMS\b|National Health Mission|\bNACO\b|(Society|Association|College|Council)\b[^|]*\bIndia\b|\bIndian (Journal|Heart|Chest|Society|Council|Academy|Pediatrics)\b)/i;

/**
 * Per condition: typical ages inside the real ones, at least two independent sources for urgent
 * and emergency conditions, no source checked in the future. Returns the source figures.
 */
function checkConditions(kb: KnowledgeBase, errors: string[]): SourceReport {
  const today = new Date().toISOString().slice(0, 10);
  const addresses = new Set<string>();
  const dates: string[] = [];
  let references = 0;
  let conditionsWithTwo = 0;
  let indian = 0;
  const videos = { conditions: 0, emergency: 0, urgent: 0, embeddable: 0, hindi: 0 };
  for (const c of kb.conditions.values()) {
    const name = `conditions/${c.disease_short_name}.json`;
    const t = c.typical_age;
    if (!t) errors.push(`${name}: no typical_age (the peak ages, inside age_range)`);
    else if (t.min_age < c.age_range.min_age || t.max_age > c.age_range.max_age)
      errors.push(
        `${name}: typical_age ${t.min_age}–${t.max_age} is not inside age_range ${c.age_range.min_age}–${c.age_range.max_age}`,
      );
    // A can't-miss condition narrower than 18–120 must say why it cannot occur outside (069).
    const { min_age, max_age } = c.age_range;
    if ((c.triage === 'urgent' || c.triage === 'emergency') && (min_age > 18 || max_age < 120) && !c.age_range_reason)
      errors.push(
        `${name}: an ${c.triage} condition with age_range ${min_age}–${max_age}, narrower than 18–120, needs an age_range_reason`,
      );
    // A base rate is a claim about how common a condition is: it says where it comes from (142).
    if (c.base_rate !== undefined && !c.base_rate_reason)
      errors.push(`${name}: a base_rate needs a base_rate_reason (its source and sum)`);
    if (c.base_rate === undefined && c.base_rate_reason) errors.push(`${name}: a base_rate_reason without a base_rate`);
    const organisations = new Set(c.sources.map((s) => s.organisation.toLowerCase()));
    if (organisations.size >= 2) conditionsWithTwo++;
    else if (c.triage === 'urgent' || c.triage === 'emergency')
      errors.push(
        `${name}: an ${c.triage} condition needs at least two independent sources (has ${organisations.size})`,
      );
    for (const s of c.sources) {
      references++;
      addresses.add(s.url);
      dates.push(s.reviewed);
      if (INDIAN_ADDRESS.test(s.url) || INDIAN_BODY.test(s.organisation)) indian++;
      if (s.reviewed > today) errors.push(`${name}: ${s.url} is marked checked on ${s.reviewed}, a day still to come`);
    }
    // Every video says what it speaks and when it was last seen to be the organisation's (087).
    for (const v of c.videos) {
      if (!v.language) errors.push(`${name}: video ${v.url} has no language (en or hi)`);
      if (!v.checked) errors.push(`${name}: video ${v.url} has no checked date`);
      else if (v.checked > today)
        errors.push(`${name}: video ${v.url} is marked checked on ${v.checked}, a day still to come`);
    }
    if (c.videos.length > 0) {
      videos.conditions++;
      if (c.triage === 'emergency') videos.emergency++;
      if (c.triage === 'urgent') videos.urgent++;
      if (c.videos.some((v) => EMBEDDABLE.test(v.url))) videos.embeddable++;
      if (c.videos.some((v) => v.language === 'hi')) videos.hindi++;
    }
  }
  dates.sort();
  return {
    references,
    addresses: addresses.size,
    firstChecked: dates[0] ?? '-',
    lastChecked: dates.at(-1) ?? '-',
    byDate: [...dates.reduce((m, d) => m.set(d, (m.get(d) ?? 0) + 1), new Map<string, number>())],
    conditionsWithTwo,
    indian,
    videos,
  };
}
