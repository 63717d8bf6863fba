import type { LocationContent } from './load.ts';

/**
 * The long-term illnesses and daily medicines the age page asks once (decision 092), each with the
 * words that name it in a place's option. A place that names one in an option of its own asks it
 * again: its weight belongs on the profile key.
 */
const HEALTH_FACTS: readonly { key: string; words: RegExp }[] = [
  { key: 'has_diabetes', words: /\bdiabet\w*|\bsugar\b/i },
  { key: 'has_sickle_cell', words: /\bsickle\b|"SS"|\bSS type\b/i },
  { key: 'has_heart_disease', words: /\bheart disease\b|\bangina\b|\bheart attack\b/i },
  { key: 'has_high_bp', words: /\bhigh blood pressure\b|\bhigh BP\b/i },
  { key: 'has_tb', words: /\bTB\b|\btuberculosis\b/ },
  { key: 'has_hiv', words: /\bHIV\b/ },
  { key: 'has_kidney_disease', words: /\bkidney (disease|failure)\b/i },
  {
    key: 'takes_bp_tablets',
    words: /\b(blood pressure|BP) (tablets|medicines?)\b|\bfor (swelling or )?blood pressure\b/i,
  },
  { key: 'takes_sugar_tablets', words: /\bmetformin\b|\binsulin\b/i },
  {
    key: 'takes_blood_thinner',
    words: /\bblood[- ]thinn\w*|\bwarfarin\b|\bacitrom\b|\bapixaban\b|\bclopidogrel\b|\becosprin\b/i,
  },
  { key: 'takes_steroids', words: /\bsteroids?\b|\bprednisolone\b|\bwysolone\b/i },
  { key: 'takes_painkillers', words: /\b(often|most days|every day|daily)\b.{0,30}\b(pain ?killers|pain tablets)\b/i },
];

/** An option about someone else (a parent, a person at home) names their illness, not the person's. */
const SOMEONE_ELSE = /\b(parent|brother|sister|family|lives with|someone)\b/i;

/**
 * Options that still ask these facts, as `location:step.option`, until the engine can score a bundle
 * split across the place and the profile as one fact (decision 092, "Not built yet"): all-over's
 * weak-defences bundle, which also carries its "see a doctor" floor, and the chest's single-choice
 * "heart disease or its risks" step. Every other option of those places is checked like the rest.
 */
export const HEALTH_FACTS_NOT_YET_MOVED: ReadonlySet<string> = new Set([
  'all-over:ao_risk.ao_risk_weak_immunity',
  'chest:heart_risk.cv_known',
  'chest:heart_risk.cv_risks',
]);

/**
 * A place may not ask again what the age page asks once: an option of its own that names a
 * long-term illness or a daily medicine fails, unless it is a warning sign (it names the fact with
 * what makes it urgent there), is about someone else, or is shown only to those who have the fact
 * (its audience or its step's opening keys name the profile key).
 */
export function checkHealthFacts(loc: LocationContent, errors: string[]): void {
  const name = `locations/${loc.own.location}.json`;
  for (const step of loc.own.steps) {
    for (const o of step.step_options) {
      if (o.red_flag || SOMEONE_ELSE.test(o.label)) continue;
      if (HEALTH_FACTS_NOT_YET_MOVED.has(`${loc.own.location}:${step.id}.${o.key}`)) continue;
      const given = new Set([...(o.audience ?? []), ...(step.audience ?? []), ...step.dependent_on_any_symptoms]);
      for (const fact of HEALTH_FACTS) {
        if (!fact.words.test(o.label) || given.has(fact.key)) continue;
        errors.push(
          `${name}: ${step.id}.${o.key} ("${o.label}") asks what the age page asks once; weigh ${fact.key} instead`,
        );
      }
    }
  }
}
