import { RESERVED_OPTION_KEYS } from '@painpoint/contracts/constants';
import { GIVABLE_FACTS } from '@painpoint/engine';
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
 * A place may not ask again what the age page asks once: an option of its own that names a
 * long-term illness or a daily medicine fails, unless it is a warning sign (it names the fact with
 * what makes it urgent there), is about someone else, or is shown only to those who have the fact
 * (its audience or its step's opening keys name the profile key). An option the age page gives
 * (`given_by`, decision 102) names only the place's own part; one it asks alone (`asked: false`)
 * is never shown.
 */
export function checkHealthFacts(loc: LocationContent, errors: string[]): void {
  const name = `locations/${loc.own.location}.json`;
  for (const step of loc.own.steps) {
    for (const o of step.step_options) {
      // An option only the age page asks (decision 102) is never shown: its label names the fact.
      if (o.red_flag || o.asked === false || SOMEONE_ELSE.test(o.label)) continue;
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

/**
 * A bundle split across the place and the age page (decision 102) is one fact, "any of these": the
 * option counts as chosen when one of its `given_by` facts was named. So `given_by` names only
 * illnesses and medicines the age page asks (not "none" or "don't know"); a warning sign or
 * "none"/"not sure" is never given (a warning sign is the person's own report, now); an option
 * the place never asks (`asked: false`) must be given by something; a fact gives at most one option
 * of a step; and no condition weighs both the option and one of its facts, which would count the
 * same fact twice.
 */
export function checkGivenOptions(loc: LocationContent, errors: string[]): void {
  const name = `locations/${loc.own.location}.json`;
  const givenAt = new Map<string, { option: string; facts: readonly string[] }>();
  for (const step of loc.own.steps) {
    const byFact = new Map<string, string>();
    for (const o of step.step_options) {
      const at = `${name}: ${step.id}.${o.key}`;
      if (o.asked === false && o.given_by === undefined) {
        errors.push(`${at} is never asked (asked: false) and given by no fact of the age page; add given_by`);
      }
      if (o.given_by === undefined) continue;
      if (o.red_flag) errors.push(`${at} is a warning sign and cannot be given by the age page (given_by)`);
      if (RESERVED_OPTION_KEYS.includes(o.key)) errors.push(`${at} is reserved and cannot be given (given_by)`);
      for (const fact of o.given_by) {
        if (!GIVABLE_FACTS.has(fact)) {
          errors.push(`${at}: given_by names ${fact}, which is not an illness or medicine the age page asks`);
        }
        const other = byFact.get(fact);
        if (other !== undefined)
          errors.push(`${at}: ${fact} already gives ${step.id}.${other}; a fact gives one option`);
        byFact.set(fact, o.key);
      }
      givenAt.set(o.key, { option: `${step.id}.${o.key}`, facts: o.given_by });
    }
  }
  for (const d of loc.diseases) {
    const weights = new Map(d.symptoms.map((s) => [s.key, s.value] as const));
    for (const [key, { option, facts }] of givenAt) {
      if ((weights.get(key) ?? 0) === 0) continue;
      for (const fact of facts) {
        if ((weights.get(fact) ?? 0) > 0) {
          errors.push(
            `${name}: ${d.disease_short_name} weighs ${option} and ${fact}, which gives it: the fact would count twice`,
          );
        }
      }
    }
  }
}
