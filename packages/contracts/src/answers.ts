import { z } from 'zod/mini';
import {
  ALSO_PLACES,
  ANSWER_KEY_PATTERN,
  FLAG_PATTERN,
  REGION_ID_PATTERN,
  SYMPTOM_COUNT,
  FOR_WHOM,
  ILLNESSES,
  ILLNESSES_ALONE,
  LOCATION_KEYS,
  MAX_AGE,
  MAX_WEIGHT_KG,
  MEDICINES,
  MEDICINES_ALONE,
  MIN_AGE,
  MIN_WEIGHT_KG,
  PREGNANCY_MONTHS,
  PREGNANCY_STATUSES,
  SEXES,
  type PersonFactKey,
} from './constants.ts';
import { line, text } from './text.ts';

/**
 * The person's answers: one schema per fact, the only description of them. The engine's
 * `UserAnswers` is `Answers`; the API checks a saved assessment's answers with `SavedAnswers`,
 * where the place, sex and age are required. The web app reads its stored answers back without
 * these schemas, which would add 10 kB to every page of the check (decision 155); a property test
 * holds what it reads to `Answers` (apps/web/src/domain/answers-store.test.ts).
 */

/**
 * Limits of one saved assessment. A place has at most 206 options today (hip-groin, with the
 * shared danger signs and whole-body questions), so every option chosen fits in 300 flags with
 * room to grow.
 */
export const MAX_ANSWER_ENTRIES = 300;

const ANSWER_KEY_MESSAGE = 'An answer key is lower_snake_case of 2 to 64 characters, like "sharp_pain".';
const FLAG_MESSAGE = 'A flag is an answer key and a step id joined by two underscores, like "sharp_pain__pain_type".';
const AnswerKey = text(z.maxLength(64, ANSWER_KEY_MESSAGE), z.regex(ANSWER_KEY_PATTERN, ANSWER_KEY_MESSAGE));
const FlagName = text(z.maxLength(129, FLAG_MESSAGE), z.regex(FLAG_PATTERN, FLAG_MESSAGE));
const COUNT = 'A symptom count is a whole number from 1 to 100.';
/** How often an answer key was chosen (docs/product.md §4: +1 per add). */
const SymptomCount = z.number().check(z.int(COUNT), z.gte(SYMPTOM_COUNT.min, COUNT), z.lte(SYMPTOM_COUNT.max, COUNT));

const countAtMost = (max: number, what: string) =>
  z.refine<Record<string, unknown>>((r) => Object.keys(r).length <= max, `At most ${max} ${what}.`);

const AGE_RANGE = `An age is a whole number of years from ${MIN_AGE} to ${MAX_AGE}.`;
const Age = z.number().check(z.int(AGE_RANGE), z.gte(MIN_AGE, AGE_RANGE), z.lte(MAX_AGE, AGE_RANGE));

/** A record whose keys must fit `key`; a key that does not is refused with `keyMessage`. */
const keyed = <V extends z.core.SomeType>(key: typeof AnswerKey, value: V, keyMessage: string) =>
  z.record(key, value, { error: (issue) => (issue.code === 'invalid_key' ? keyMessage : undefined) });

/**
 * A list of facts from `values` (decision 092): each at most once, and `alone` (none, not sure)
 * only by itself.
 */
const factList = <T extends string>(values: readonly [T, ...T[]], alone: readonly T[], what: string) =>
  z.array(z.enum(values, `Choose ${what} from: ${values.join(', ')}.`)).check(
    z.minLength(1, `Give at least one of ${what}, or leave the list out.`),
    z.refine((list) => new Set(list).size === list.length, `Each of ${what} is given once.`),
    z.refine(
      (list) => list.length === 1 || !list.some((v) => alone.includes(v)),
      `${alone.join(' and ')} go alone among ${what}.`,
    ),
  );

const PainLocation = z.object({
  /** The body-map region the person pointed at ("knee-left"). */
  id: text(z.regex(REGION_ID_PATTERN, 'A body-map region is lower-case letters, digits and hyphens.')),
  key: z.enum(LOCATION_KEYS, 'Choose one of the body-map locations.'),
});
const SexAnswer = z.enum(SEXES, 'Choose male or female.');
/** The web app keeps the exact age as a one-year range ({min: 58, max: 58}). */
const AnswerAgeRange = z
  .object({ min: Age, max: Age })
  .check(z.refine((r) => r.min <= r.max, 'The lowest age must not be above the highest.'));

const MONTH = 'A month of pregnancy is a whole number from 1 to 9.';

/**
 * The facts about the person the age page asks besides sex, age and weight, each of which may be
 * left out: the one description of each, read by the answers below and by the clinical cases'
 * files (packages/content/src/schema.ts).
 */
export const PERSON_FIELDS = {
  /** Who the check is for (decision 068 §1); kept, like sex and age, when the answers reset. */
  for: z.optional(z.enum(FOR_WHOM, 'Who the check is for is self, child or other.')),
  /** The pregnancy, where it was asked (decision 068 §2); months (1–9) only with "yes". */
  pregnancy: z.optional(
    z
      .object({
        status: z.enum(PREGNANCY_STATUSES, 'A pregnancy status is no, maybe, yes, postpartum or not_sure.'),
        months: z.optional(
          z.number().check(z.int(MONTH), z.gte(PREGNANCY_MONTHS.min, MONTH), z.lte(PREGNANCY_MONTHS.max, MONTH)),
        ),
      })
      .check(z.refine((p) => p.months === undefined || p.status === 'yes', 'Months go with a pregnancy (yes) only.')),
  ),
  breastfeeding: z.optional(z.boolean('breastfeeding is true or false.')),
  /** Long-term illnesses already known (decision 092); left out when not answered. */
  illnesses: z.optional(factList(ILLNESSES, ILLNESSES_ALONE, 'the illnesses')),
  /** Tablets or medicines taken most days (decision 092); left out when not answered. */
  medicines: z.optional(factList(MEDICINES, MEDICINES_ALONE, 'the medicines')),
  /**
   * Other places the pain also reaches, ticked on the place page (decision 093); never the place
   * itself. They belong to the pain: they go when the place changes, as its answers do.
   */
  also: z.optional(
    z.array(z.enum(ALSO_PLACES, 'Choose the other places from the body-map locations (not all over).')).check(
      z.minLength(1, 'Give at least one other place, or leave the list out.'),
      z.refine((list) => new Set(list).size === list.length, 'Each other place is given once.'),
    ),
  ),
} satisfies Record<PersonFactKey, z.ZodMiniType>;

/** Every fact but the place, sex and age, which a saved assessment requires: each may be left out. */
const OPTIONAL_FIELDS = {
  /** Kilograms; left out when the person does not know it (`weight_unknown`). */
  weight: z.optional(
    z.number().check(
      z.gte(MIN_WEIGHT_KG, `A weight is at least ${MIN_WEIGHT_KG} kg.`),
      z.lte(MAX_WEIGHT_KG, `A weight is at most ${MAX_WEIGHT_KG} kg.`),
      z.refine((w) => Math.abs(w * 100 - Math.round(w * 100)) < 1e-6, 'A weight has at most two decimals.'),
    ),
  ),
  /**
   * The person does not know the weight (many parents of small children, many adults): the
   * profile is complete without it and weight is scored as unknown (it neither helps nor costs).
   */
  weight_unknown: z.optional(z.literal(true, 'weight_unknown is true when given.')),
  /** The age as the person gave it ("34", or a baby's "15m"); kept beside the range. */
  age_range_key: z.optional(line(z.maxLength(16))),
  ...PERSON_FIELDS,
};

/** The answers to the questions: how often each answer key was chosen, and one flag per chosen option. */
const CHOICES = {
  /** How often each answer key was chosen (docs/product.md §4: +1 per add). */
  symptoms: keyed(AnswerKey, SymptomCount, ANSWER_KEY_MESSAGE).check(countAtMost(MAX_ANSWER_ENTRIES, 'answer keys')),
  /** One entry per chosen option, `key__stepId: true`. */
  flags: keyed(FlagName, z.literal(true, 'A flag is always true.'), FLAG_MESSAGE).check(
    countAtMost(MAX_ANSWER_ENTRIES, 'flags'),
  ),
};

/** The answers while a check is under way: any fact may be missing yet, but not the choices. */
export const Answers = z.object({
  painLocation: z.optional(PainLocation),
  sex: z.optional(SexAnswer),
  age_range: z.optional(AnswerAgeRange),
  ...OPTIONAL_FIELDS,
  ...CHOICES,
});
/** What the person has told the site, in the shape the spec stores under `userAnswers`. */
export type Answers = z.infer<typeof Answers>;

/** The answers as the web app stores them; the place, sex and age are required in a saved one. */
export const SavedAnswers = z
  .object({ painLocation: PainLocation, sex: SexAnswer, age_range: AnswerAgeRange, ...OPTIONAL_FIELDS, ...CHOICES })
  .check(
    z.refine(
      (a) => !a.also?.includes(a.painLocation.key as (typeof ALSO_PLACES)[number]),
      'The other places do not include the place itself.',
    ),
    z.refine(
      (a) => (a.weight === undefined) === (a.weight_unknown === true),
      'Give the weight in kilograms, or say that it is not known (weight_unknown), not both.',
    ),
  );
export type SavedAnswers = z.infer<typeof SavedAnswers>;
