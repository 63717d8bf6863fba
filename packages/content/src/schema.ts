import { z } from 'zod';
import {
  ConditionFacts,
  DiagnosisStep,
  Source,
  LocationKey,
  PERSON_FIELDS,
  RaisedTriage,
  RequiresAny,
  Sex,
  SymptomKey,
  SymptomWeight,
  TriageLevel,
} from '@painpoint/contracts';
import { ALSO_PLACES } from '@painpoint/contracts/constants';

/**
 * A condition's weights at a place, as authors write them: one line per answer, `"key": weight`
 * (−5…+5, never 0), in the order the author keeps them. The loader turns the map into the API's
 * list of `{ key, value }` (the spec's `symptoms`), in the same order. A key written twice in one
 * map is kept once by JSON, so the loader reads the file's text for it and refuses the file
 * (`duplicateWeightKeys`, load.ts).
 */
const Weights = z
  .record(SymptomKey, SymptomWeight.shape.value)
  .refine((weights) => Object.keys(weights).length >= 3, 'Weigh at least three answers.')
  .transform((weights): SymptomWeight[] => Object.entries(weights).map(([key, value]) => ({ key, value })));

/** What a place (or the whole-body file) says of a condition: its weights on the answers' keys and their rules. */
const FINDING = {
  /**
   * The triage when the condition is reached from here, where it differs from the condition's own
   * (gout in the big toe is a routine visit; a hot swollen knee is not).
   */
  triage: z.optional(TriageLevel),
  weights: Weights,
  /** Ranked only when one of these answers is chosen (decision 105); each must be weighted above. */
  requires_any: z.optional(RequiresAny),
  /** A higher level of care once one of these answers is chosen (decision 129). */
  raised_triage: z.optional(RaisedTriage),
};

/** The served shape of a finding: the weights as the spec's `symptoms` list, in the order written. */
const served = <T extends { weights: SymptomWeight[] }>({ weights, ...rest }: T) => ({ ...rest, symptoms: weights });

/** A condition's findings at one place, as its file holds them (`findings.<place>`). */
const Finding = z.object(FINDING).transform(served);
export type Finding = z.infer<typeof Finding>;

/** A condition as the whole-body file weighs it, and as the loader lists it at a place. */
const WeightedCondition = z.object({ disease_short_name: SymptomKey, ...FINDING }).transform(served);

/**
 * A place as the loader assembles it and the engine, API and tools read it: the questions asked
 * there and, for each condition reachable from it, how strongly each answer points to it, in the
 * order the place lists them. Written as two parts: the place's file (`LocationSourceFile`) and
 * each condition's `findings` for it (`ConditionSourceFile`), decision 161.
 */
const PLACE = {
  location: LocationKey,
  label: z.string().min(2).max(60),
  /** One line for the list alternative to the body map: what this region covers. */
  description: z.string().min(10).max(200),
  steps: z.array(DiagnosisStep).min(3),
};
export const LocationFile = z.object({ ...PLACE, diseases: z.array(WeightedCondition).min(2) });
export type LocationFile = z.infer<typeof LocationFile>;

/**
 * `data/locations/<location>.json`: the questions asked for a place and the conditions reachable
 * from it, by name, in the order the API lists them. What each answer says of a condition there
 * is in the condition's own file (`findings.<location>`), so a condition's findings at all its
 * places are read and changed in one file (decision 161).
 */
export const LocationSourceFile = z.object({
  ...PLACE,
  conditions: z
    .array(SymptomKey)
    .min(2)
    .refine((names) => new Set(names).size === names.length, 'List each condition once.'),
});
export type LocationSourceFile = z.infer<typeof LocationSourceFile>;

/**
 * `data/shared/danger-signs.json`: steps asked at every place, right after the place's own warning
 * signs (decision 076), with the guidance they come from.
 */
export const SharedStepsFile = z.object({
  about: z.string().min(10),
  steps: z.array(DiagnosisStep).min(1),
  sources: z.array(Source).min(1),
});
export type SharedStepsFile = z.infer<typeof SharedStepsFile>;

/**
 * A whole-body step, with the places that skip it (issue 51): a place whose own steps already ask
 * the same fact lists itself in `not_at`, so the fact is asked once there. The loader leaves the
 * step out at those places and drops the list from the steps it merges in.
 */
export const WholeBodyStep = z.object({
  ...DiagnosisStep.shape,
  not_at: z.optional(z.array(LocationKey).min(1)),
});
export type WholeBodyStep = z.infer<typeof WholeBodyStep>;

/**
 * `data/shared/whole-body.json`: the whole-body questions asked at every place after the danger
 * signs and before its own questions (decision 086), except at the places listed in `not_at`,
 * which ask the same facts in their own, finer steps.
 */
export const WholeBodyStepsFile = z.object({
  ...SharedStepsFile.shape,
  steps: z.array(WholeBodyStep).min(1),
  not_at: z.array(LocationKey),
});
export type WholeBodyStepsFile = z.infer<typeof WholeBodyStepsFile>;

/**
 * `data/shared/whole-body-conditions.json`: the conditions of the whole body with their weights on
 * the shared keys, added to every place that asks the whole-body questions (decision 086). Where a
 * place lists the condition itself, its own weight for a key wins and the others are added.
 */
export const WholeBodyConditionsFile = z.object({
  about: z.string().min(10),
  diseases: z.array(WeightedCondition).min(1),
});
export type WholeBodyConditionsFile = z.infer<typeof WholeBodyConditionsFile>;

/**
 * `data/shared/also-hurts.json` (decision 093): how much a condition gains when the person says the
 * pain also reaches another place ("it also hurts in…" on the place page). Weights 1–3, never
 * above the strongest "spreads to" answer of a place's own questions; the loader adds them to the
 * condition wherever it is listed, except for the place itself and at all-over.
 */
export const AlsoHurtsFile = z.object({
  about: z.string().min(10),
  conditions: z
    .array(
      z.object({
        disease_short_name: SymptomKey,
        /** The other places and the weight each earns the condition. */
        places: z
          .partialRecord(z.enum(ALSO_PLACES), z.number().int().min(1).max(3))
          .refine((r) => Object.keys(r).length > 0, 'Name at least one place.'),
        /** Why the pain reaches those places, in a line a clinician can check. */
        why: z.string().min(10),
      }),
    )
    .min(1)
    .refine(
      (list) => new Set(list.map((c) => c.disease_short_name)).size === list.length,
      'Each condition is listed once.',
    ),
  /**
   * Decision 120: the answers of a place's "does the pain spread?" question that a ticked place
   * gives (at the chest, the jaw gives "into the neck, throat or jaw"). The loader marks those
   * options `given_by_also`; a place given here earns its evidence through the option's own weight,
   * not its `also_` weight, so the same fact counts once.
   */
  spreads: z
    .array(
      z.object({
        location: LocationKey,
        step: SymptomKey,
        /** Option key → the other places that give it. */
        options: z
          .record(SymptomKey, z.array(z.enum(ALSO_PLACES)).min(1))
          .refine((r) => Object.keys(r).length > 0, 'Name at least one option.'),
        /** Why those places answer those options, in a line a reviewer can check. */
        why: z.string().min(10),
      }),
    )
    .refine(
      (list) => new Set(list.map((s) => `${s.location}/${s.step}`)).size === list.length,
      'Each step is listed once.',
    )
    .optional(),
});
export type AlsoHurtsFile = z.infer<typeof AlsoHurtsFile>;

/** A condition's facts, as the loader keeps and the API serves them (its findings taken out). */
export const ConditionFile = ConditionFacts;
export type ConditionFile = z.infer<typeof ConditionFile>;

/**
 * `data/conditions/<disease_short_name>.json`: the condition's facts, and its findings at each
 * place that lists it (`findings.<location>`: the weights of that place's answers, one line an
 * answer, and their rules). Every place in `findings` must list the condition, and every place
 * listing it must have its findings here (the loader checks both ways).
 */
export const ConditionSourceFile = z.object({
  ...ConditionFacts.shape,
  findings: z
    .partialRecord(LocationKey, Finding)
    .refine((places) => Object.keys(places).length > 0, 'Give the findings at one place at least.'),
});
export type ConditionSourceFile = z.infer<typeof ConditionSourceFile>;

/**
 * A clinical test case: a patient story told in the answers that patient would give.
 * Steps that the story does not answer count as "not sure" when they are shown.
 */
export const ClinicalCase = z.object({
  id: SymptomKey,
  story: z.string().min(20).max(1200),
  sex: Sex,
  age: z.number().int().min(0).max(120),
  weight: z.number().min(2).max(400),
  /**
   * Who answers, the pregnancy, breastfeeding, the long-term illnesses and medicines, the other
   * places the pain reaches: as the site's answers hold them (contracts' PERSON_FIELDS). `for` left
   * out: the person themselves, or a parent under 16; a list left out: not answered (unknown).
   */
  ...PERSON_FIELDS,
  /** step id → the option keys the patient picks at that step. */
  answers: z.record(
    SymptomKey,
    z
      .array(SymptomKey)
      .min(1)
      .refine(
        (keys) => new Set(keys).size === keys.length,
        'An answer is given once: the engine would count it twice.',
      ),
  ),
  /** The condition that should rank first; null when none of the place's conditions is the cause and only the triage is judged. */
  expected: z.nullable(SymptomKey),
  expected_triage: TriageLevel,
});
export type ClinicalCase = z.infer<typeof ClinicalCase>;

export const CaseFile = z.object({
  location: LocationKey,
  cases: z.array(ClinicalCase).min(1),
});
export type CaseFile = z.infer<typeof CaseFile>;

/**
 * `data/coverage.json`: every condition of the first medical scope (docs/product.md §11) per location, the
 * knowledge-base keys that cover it there, and the minimum safe triage when it is suspected.
 */
export const CoverageFile = z.partialRecord(
  LocationKey,
  z.array(
    z.object({
      name: z.string().min(2),
      keys: z.array(SymptomKey).min(1),
      min_triage: z.nullable(TriageLevel),
    }),
  ),
);
export type CoverageFile = z.infer<typeof CoverageFile>;
