import {
  DENGUE_CONDITIONS,
  dengueIsPossible,
  withoutNsaidAdvice,
  MOTHER_AND_BABY_KEYS,
  MOTHER_AND_BABY_NOT,
  RESERVED_OPTION_KEYS,
  type DiagnosisStep,
  type NsaidAdvice,
  type Sex,
} from '@painpoint/contracts';
import { walkSteps } from '@painpoint/engine';
import type { LocationContent } from './load.ts';

/** Words that make a question or answer about one sex's body. */
const FEMALE_ONLY =
  /\b(pregnan\w*|periods?|menstrua\w*|menopaus\w*|womb|uterus|ovar(y|ies|ian)|vagina\w*|vulva\w*|labia|breastfeed\w*|gave birth|given birth|had a baby|miscarr\w*|HRT|contracepti\w*|IUD)\b/i;
const MALE_ONLY = /\b(testic\w*|testis|testes|scrotum|scrotal|penis|foreskin|prostate|erections?)\b/i;
/** Words that make a question about pregnancy or periods: for females of child-bearing age only. */
const CHILDBEARING_ONLY =
  /\b(pregnan\w*|periods?|menstrua\w*|gave birth|given birth|had a baby|miscarr\w*|contracepti\w*|IUD)\b/i;

/** Words that make a question about periods, which does not fit a pregnancy. */
const PERIODS = /\b(periods?|menstrua\w*)\b/i;

/** The child-bearing years as the checks read them: a pregnancy question may be shown only here. */
export const CHILDBEARING_AGES = { min: 10, max: 55 } as const;

/**
 * Words that make a question or answer one to ask only from adolescence (12): sex, tobacco,
 * alcohol, drugs, medicines a child is not given, work belts. A parent of a 6-year-old is not
 * asked about a new sexual partner or codeine.
 */
const FROM_ADOLESCENCE =
  /\b(sex|sexual\w*|condoms?|smok\w*|tobacco|gutka|gutkha|khaini|bidis?|alcohol\w*|inject(s|ing)? drugs|codeine|tramadol|tool belt|uniform belt)\b/i;
/** The age from which FROM_ADOLESCENCE may be asked. */
export const ADOLESCENCE_FROM = 12;
/**
 * Words that make a question or answer one for adults (18) only: conditions, operations, medicines
 * and work that children do not have. A 5-year-old is not asked about osteoporosis, a hip
 * replacement, an enlarged prostate or bowel pouches. (Weak bones alone are not for adults only:
 * children have brittle bones too.)
 */
const ADULT_ONLY =
  /\b(osteoporosis|(hip|knee|joint) replacement|diverticul\w*|prostate|statins?|(heavy|lifting) (lifting )?(at )?work|a job)\b/i;
/** The age from which ADULT_ONLY may be asked. */
export const ADULT_FROM = 18;

/** The visitors every location is walked as: both sexes at every age from birth to 100. */
export const SAMPLE_AGES: readonly number[] = Array.from({ length: 101 }, (_, age) => age);
const SEXES: readonly Sex[] = ['female', 'male'];

export type Shown = { sex: Sex; age: number; step: DiagnosisStep; option?: { key: string; label: string } };

/**
 * Every step and option each sample visitor could be shown: every option of every step is taken
 * as chosen, so each step any answer can open is reached, and the engine's own walk decides.
 */
export function everythingShown(
  loc: LocationContent,
  sex: Sex,
  age: number,
  who?: 'self' | 'child' | 'other',
): DiagnosisStep[] {
  const all = new Map(loc.file.steps.map((s) => [s.id, s.step_options.map((o) => o.key)] as const));
  return walkSteps(loc.file.steps, all, { sex, age, for: who })
    .filter((s) => s.visible)
    .map((s) => s.step);
}

/** What is wrong with showing `text` to this visitor, or undefined. */
export function misfit(text: string, sex: Sex, age: number): string | undefined {
  if (sex === 'male' && FEMALE_ONLY.test(text)) return 'is about a female body but is shown to males';
  if (sex === 'female' && MALE_ONLY.test(text)) return 'is about a male body but is shown to females';
  if (CHILDBEARING_ONLY.test(text) && (age < CHILDBEARING_AGES.min || age > CHILDBEARING_AGES.max)) {
    return `is about pregnancy or periods but is shown at age ${age}`;
  }
  if (age < ADOLESCENCE_FROM && FROM_ADOLESCENCE.test(text)) {
    return `asks a child about ${FROM_ADOLESCENCE.exec(text)![0]} (from age ${ADOLESCENCE_FROM}) but is shown at age ${age}`;
  }
  if (age < ADULT_FROM && ADULT_ONLY.test(text)) {
    return `asks a child about ${ADULT_ONLY.exec(text)![0]} (adults only) but is shown at age ${age}`;
  }
  return undefined;
}

/**
 * Questions are asked only of the people they fit: no question or option about one sex's body is
 * shown to the other sex, no pregnancy or period question outside the child-bearing years, and
 * every step keeps at least two options (one beside "not sure") for everyone it is shown to.
 */
export function checkProfileFit(loc: LocationContent, errors: string[]): void {
  const name = `locations/${loc.file.location}.json`;
  const reported = new Set<string>();
  const report = (what: string, problem: string, sex: Sex, age: number) => {
    const id = `${what} ${problem.replace(/ at age \d+/, '')}`;
    if (reported.has(id)) return;
    reported.add(id);
    errors.push(`${name}: ${what} ${problem} (for example a ${sex} aged ${age}); give it an audience`);
  };
  for (const sex of SEXES) {
    for (const age of SAMPLE_AGES) {
      for (const step of everythingShown(loc, sex, age)) {
        const problem = misfit(`${step.question} ${step.help ?? ''}`, sex, age);
        if (problem) report(`step ${step.id}`, problem, sex, age);
        for (const o of step.step_options) {
          const p = misfit(o.label, sex, age);
          if (p) report(`option ${step.id}.${o.key}`, p, sex, age);
        }
        if (step.step_options.length < 3)
          report(`step ${step.id}`, 'has fewer than two answers beside "not sure"', sex, age);
      }
    }
  }
  // A question about periods is not for a woman who is pregnant now (one was asked at the lower
  // tummy until 2026-11-26).
  for (const months of [2, 5, 8]) {
    const pregnant = { sex: 'female' as const, age: 28, pregnancy: { status: 'yes' as const, months } };
    const all = new Map(loc.file.steps.map((s) => [s.id, s.step_options.map((o) => o.key)] as const));
    for (const { step, visible } of walkSteps(loc.file.steps, all, pregnant)) {
      if (visible && PERIODS.test(`${step.question} ${step.help ?? ''}`)) {
        report(`step ${step.id}`, `asks about periods but is shown in month ${months} of a pregnancy`, 'female', 28);
      }
    }
  }
}

/** A question that speaks to the person in pain, in English or Hindi. */
const SECOND_PERSON =
  /\b(you|your|yours|yourself)\b|(?<!अपने )(?<![\u0900-\u097F])(आप|तुम)(को|का|के|की|ने|से|में|हें|्हें)?(?![\u0900-\u097F])/i;
/** An answer in the first or second person; answers are neutral facts ("Started suddenly"). */
const PERSONAL_OPTION =
  /\b(I|I'm|I've|me|my|mine|you|your|yours)\b|(?<!अपने )(?<![\u0900-\u097F])(आप|तुम|मुझे|मेरा|मेरी|मेरे|मैं)(को|का|के|की|ने|से|में)?(?![\u0900-\u097F])/;

/**
 * Decision 068 §1: the interview speaks to whoever answers. A question in the second person
 * ("Do you…") needs its words for a parent (`question_child`) wherever a child can be shown it,
 * and for someone answering for another adult (`question_other`); an answer is a neutral fact,
 * never "I…" or "you…". Swept over every age and both sexes, for each audience, in the language
 * of `loc` (the check runs on every language's content).
 */
export function checkAudienceWording(loc: LocationContent, errors: string[], lang = 'en'): void {
  const name = `${lang === 'en' ? '' : `locales/${lang}/`}locations/${loc.file.location}.json`;
  const reported = new Set<string>();
  const report = (id: string, message: string) => {
    if (reported.has(id)) return;
    reported.add(id);
    errors.push(`${name}: ${message}`);
  };
  const originals = new Map(loc.file.steps.map((s) => [s.id, s] as const));
  for (const step of loc.file.steps)
    for (const o of step.step_options)
      if (PERSONAL_OPTION.test(o.label))
        report(`${step.id}.${o.key}`, `option ${step.id}.${o.key} speaks as "I" or "you"; write it as a plain fact`);
  for (const sex of SEXES) {
    for (const age of SAMPLE_AGES) {
      const audiences = age < 16 ? (['child', 'other'] as const) : (['other'] as const);
      for (const who of audiences) {
        for (const shown of everythingShown(loc, sex, age, who)) {
          const step = originals.get(shown.id)!;
          if (!SECOND_PERSON.test(step.question)) continue;
          if (who === 'child' && step.question_child === undefined)
            report(
              `${step.id}/child`,
              `step ${step.id} asks "you" of a parent answering for a child: add question_child`,
            );
          if (who === 'other' && step.question_other === undefined)
            report(
              `${step.id}/other`,
              `step ${step.id} asks "you" of someone answering for another person: add question_other`,
            );
        }
      }
    }
  }
}

/** Anti-inflammatory painkillers (NSAIDs), as people in India meet them. */
const NSAID =
  /\b(ibuprofen|aspirin|diclofenac|naproxen|mefenamic|aceclofenac|nimesulide|ketorolac|piroxicam|etoricoxib|celecoxib|indomethacin|nsaids?|anti-inflammator(y|ies)( painkillers?| medicines?| tablets?)?|brufen|combiflam|voveran)\b/i;
const NEGATED = /\b(do not|don't|never|avoid|not|no|stop|stopping)\b/i;

/** Dengue and its dangerous stage: where either can be ranked, the dengue rule applies. */
export const DENGUE: ReadonlySet<string> = new Set(DENGUE_CONDITIONS);

/**
 * A sentence of advice that suggests an NSAID: mentions one without first telling people not to.
 * The warning must come before the medicine ("avoid ibuprofen", "no aspirin"): a "not" after it
 * ("ibuprofen or aspirin (aspirin is not for children)") still suggests it.
 */
export function recommendsNsaid(text: string): string | undefined {
  return text.split(/(?<=[.;!?])\s+/).find((sentence) => {
    const at = sentence.search(NSAID);
    return at >= 0 && !NEGATED.test(sentence.slice(0, at));
  });
}

/**
 * The treatment and self-care lines of a condition that suggest an NSAID, by position (decision
 * 094): the result leaves them out whenever dengue is possible. Undefined when there are none.
 */
export function nsaidAdviceOf(c: {
  treatments: readonly string[];
  self_care: readonly string[];
}): NsaidAdvice | undefined {
  const marked = (lines: readonly string[]) => lines.flatMap((line, i) => (recommendsNsaid(line) ? [i] : []));
  const advice = { treatments: marked(c.treatments), self_care: marked(c.self_care) };
  return advice.treatments.length + advice.self_care.length > 0 ? advice : undefined;
}

/** A condition's facts, as far as the dengue rule reads them. */
interface AdviceFacts {
  treatments: string[];
  self_care: string[];
  when_to_seek_care: string;
  red_flags: string[];
  tests: { purpose: string; name: string }[];
}

/** The advice a result shows whole, whatever it ranks: the guard (decision 094) cannot leave it out. */
const unguardedTexts = (f: AdviceFacts): string[] => [
  f.when_to_seek_care,
  ...f.red_flags,
  ...f.tests.flatMap((t) => [t.name, t.purpose]),
];

/** Every sentence of advice a result can show for one condition, before the guard. */
const adviceTexts = (f: AdviceFacts): string[] => [...f.treatments, ...f.self_care, ...unguardedTexts(f)];

/**
 * The dengue rule, as the content holds it (decision 094): in dengue, anti-inflammatory painkillers
 * can cause dangerous bleeding, and dengue can be ranked from every place that asks about a fever.
 * The results leave out a condition's treatment and self-care lines that suggest one whenever
 * dengue is possible; what they cannot leave out (when to get help, warning signs, tests, and the
 * reasons given for a warning sign chosen) may never suggest one, for any condition or place.
 */
export function checkDengueRule(
  conditions: ReadonlyMap<string, AdviceFacts>,
  warningReasons: Iterable<{ where: string; reason: string }>,
  errors: string[],
): void {
  for (const [name, f] of conditions) {
    for (const text of unguardedTexts(f)) {
      const sentence = recommendsNsaid(text);
      if (sentence)
        errors.push(
          `conditions/${name}.json: suggests an anti-inflammatory painkiller where the results cannot leave it out when dengue is possible (when to get help, warning signs or tests): "${sentence}"`,
        );
    }
  }
  for (const { where, reason } of warningReasons) {
    const sentence = recommendsNsaid(reason);
    if (sentence)
      errors.push(
        `${where}: the reason given for a warning sign suggests an anti-inflammatory painkiller: "${sentence}"`,
      );
  }
}

/**
 * The dengue rule on one result: when dengue or severe dengue is among the ranked conditions, every
 * sentence of advice the result shows once the guard has left out what it marks (each ranked
 * condition's treatments, self-care, when to get help, red flags and tests, and the reasons of the
 * warning signs chosen) that suggests an anti-inflammatory painkiller. Empty when dengue is not
 * ranked or nothing suggests one.
 */
export function nsaidAdviceBesideDengue(
  ranked: readonly { disease_short_name: string }[],
  facts: ReadonlyMap<string, AdviceFacts>,
  redFlagReasons: readonly string[] = [],
): string[] {
  if (!dengueIsPossible(ranked)) return [];
  const found: string[] = [];
  const look = (where: string, text: string) => {
    const sentence = recommendsNsaid(text);
    if (sentence) found.push(`${where}: "${sentence}"`);
  };
  for (const { disease_short_name: key } of ranked) {
    const f = facts.get(key);
    if (!f) continue;
    // What the result shows: the condition as the guard leaves it.
    for (const text of adviceTexts(withoutNsaidAdvice({ ...f, nsaid_advice: nsaidAdviceOf(f) }))) look(key, text);
  }
  for (const reason of redFlagReasons) look('warning sign', reason);
  return found;
}

/** Words that show an option is about pregnancy or a recent birth. */
const ABOUT_PREGNANCY = /pregnan|had a baby|had your baby|postpartum|after (the )?birth/i;

/**
 * The answers that bring up the mother-and-baby ambulance (102) in an emergency are listed in the
 * contracts (MOTHER_AND_BABY_KEYS). Fails on a listed key no place asks, and on an option about
 * pregnancy that is in neither list, so a new pregnancy question cannot quietly leave 102 out.
 * Run on the whole knowledge base only: a key may live in another place.
 */
export function checkMotherAndBaby(
  locations: Iterable<[string, Pick<LocationContent, 'file'>]>,
  errors: string[],
  lists: { yes: readonly string[]; no: readonly string[] } = { yes: MOTHER_AND_BABY_KEYS, no: MOTHER_AND_BABY_NOT },
): void {
  const seen = new Set<string>();
  for (const [key, loc] of locations) {
    for (const s of loc.file.steps) {
      // In a question about pregnancy ("Could you be pregnant?") every answer is about it.
      const askedAbout = ABOUT_PREGNANCY.test(s.question);
      for (const o of s.step_options) {
        seen.add(o.key);
        if (RESERVED_OPTION_KEYS.includes(o.key)) continue;
        if (!askedAbout && !ABOUT_PREGNANCY.test(`${o.key.replaceAll('_', ' ')} ${o.label}`)) continue;
        if (lists.yes.includes(o.key) || lists.no.includes(o.key)) continue;
        errors.push(
          `locations/${key}.json: step ${s.id} option ${o.key} is about pregnancy: add it to MOTHER_AND_BABY_KEYS (it says the person is pregnant or just gave birth) or MOTHER_AND_BABY_NOT in packages/contracts/src/constants.ts`,
        );
      }
    }
  }
  for (const k of [...lists.yes, ...lists.no])
    if (!seen.has(k)) errors.push(`constants.ts: MOTHER_AND_BABY lists name ${k}, which no place asks`);
}
