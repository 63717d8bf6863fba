import type { LocationKey, Sex } from '@painpoint/contracts';
import {
  ALSO_PLACES,
  ANSWER_KEY_PATTERN,
  FLAG_PATTERN,
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
  REGION_ID_PATTERN,
  SEXES,
  SYMPTOM_COUNT,
  type AlsoPlace,
  type Illness,
  type Medicine,
} from '@painpoint/contracts/constants';
import {
  answerStep,
  clearAnswers,
  emptyAnswers,
  restartAnswers,
  setAlso,
  setLocationAndSex,
  type ForWhom,
  type Pregnancy,
  type UserAnswers,
} from '@painpoint/engine';
import { create } from 'zustand';
import { onForgetPerson } from '../lib/forget-person.ts';
import { forgetCheckKeys, forgetExpiredCheck, keepCheck, stampCheck } from '../lib/check-on-device.ts';

/** docs/product.md §9 storage key; the value is the spec's user-answers shape (§3). */
export const ANSWERS_KEY = 'userAnswers';

/**
 * From birth: a parent or carer answers for a child (the questions adapt by age). The ranges are
 * the contract's, so the API checks saved assessments against the same ones.
 */
export { MAX_AGE, MAX_WEIGHT_KG, MIN_AGE, MIN_WEIGHT_KG };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLocationKey = (v: unknown): v is LocationKey => (LOCATION_KEYS as readonly unknown[]).includes(v);
const isSex = (v: unknown): v is Sex => (SEXES as readonly unknown[]).includes(v);
/** A weight as people give it, to two decimals at most (the contract's rule). */
const twoDecimals = (w: number) => Math.abs(w * 100 - Math.round(w * 100)) < 1e-6;
/** The age as the age page keeps it: whole years, or a baby's months ("15m"). */
const AGE_KEY = /^\d{1,3}m?$/;

/**
 * Local storage is outside input: another tab, an older version of the site or the visitor may
 * have written anything there. Whatever does not have the expected shape is dropped, field by
 * field, so one bad value never loses the rest of the answers. What it keeps is answers the
 * contract's schema accepts (a property test holds it to `Answers`), by the contract's patterns
 * and ranges; it is written out rather than made from the schema, which would add 10 kB to every
 * page of the check (decision 155).
 */
export function readAnswers(raw: unknown): UserAnswers {
  const out = emptyAnswers();
  if (!isRecord(raw)) return out;
  const loc = raw.painLocation;
  if (isRecord(loc) && typeof loc.id === 'string' && REGION_ID_PATTERN.test(loc.id) && isLocationKey(loc.key)) {
    out.painLocation = { id: loc.id, key: loc.key };
  }
  if (isSex(raw.sex)) out.sex = raw.sex;
  const w = raw.weight;
  if (typeof w === 'number' && w >= MIN_WEIGHT_KG && w <= MAX_WEIGHT_KG && twoDecimals(w)) out.weight = w;
  else if (raw.weight_unknown === true) out.weight_unknown = true;
  const ar = raw.age_range;
  if (
    isRecord(ar) &&
    Number.isInteger(ar.min) &&
    Number.isInteger(ar.max) &&
    (ar.min as number) >= MIN_AGE &&
    (ar.max as number) <= MAX_AGE &&
    (ar.min as number) <= (ar.max as number)
  ) {
    out.age_range = { min: ar.min as number, max: ar.max as number };
    if (typeof raw.age_range_key === 'string' && AGE_KEY.test(raw.age_range_key)) out.age_range_key = raw.age_range_key;
  }
  if ((FOR_WHOM as readonly unknown[]).includes(raw.for)) out.for = raw.for as ForWhom;
  const p = raw.pregnancy;
  if (isRecord(p) && (PREGNANCY_STATUSES as readonly unknown[]).includes(p.status)) {
    const months = p.months;
    const monthOk =
      Number.isInteger(months) &&
      (months as number) >= PREGNANCY_MONTHS.min &&
      (months as number) <= PREGNANCY_MONTHS.max;
    if (p.status !== 'yes') out.pregnancy = { status: p.status as Pregnancy['status'] };
    else if (monthOk) out.pregnancy = { status: 'yes', months: months as number };
  }
  if (typeof raw.breastfeeding === 'boolean') out.breastfeeding = raw.breastfeeding;
  const illnesses = factsFrom(raw.illnesses, ILLNESSES, ILLNESSES_ALONE);
  if (illnesses) out.illnesses = illnesses;
  const medicines = factsFrom(raw.medicines, MEDICINES, MEDICINES_ALONE);
  if (medicines) out.medicines = medicines;
  const also = factsFrom(raw.also, ALSO_PLACES, []);
  if (also) Object.assign(out, setAlso(out, also));
  if (isRecord(raw.symptoms)) {
    for (const [k, v] of Object.entries(raw.symptoms)) {
      if (
        ANSWER_KEY_PATTERN.test(k) &&
        Number.isInteger(v) &&
        (v as number) >= SYMPTOM_COUNT.min &&
        (v as number) <= SYMPTOM_COUNT.max
      )
        out.symptoms[k] = v as number;
    }
  }
  if (isRecord(raw.flags)) {
    for (const [k, v] of Object.entries(raw.flags)) {
      if (v === true && FLAG_PATTERN.test(k)) out.flags[k] = true;
    }
  }
  return out;
}

/** A stored list of facts: the known values, each once; one that stands alone only by itself. */
function factsFrom<V extends string>(raw: unknown, values: readonly V[], alone: readonly V[]): V[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const list = [...new Set(raw.filter((v): v is V => (values as readonly unknown[]).includes(v)))];
  if (list.length === 0) return undefined;
  const single = list.find((v) => alone.includes(v));
  return single !== undefined && list.length > 1 ? undefined : list;
}

function load(): UserAnswers {
  // A check made with no account and over a day old is gone before anything can show it (decision 112).
  forgetExpiredCheck();
  try {
    const text = localStorage.getItem(ANSWERS_KEY);
    return text ? readAnswers(JSON.parse(text)) : emptyAnswers();
  } catch {
    return emptyAnswers();
  }
}

function save(answers: UserAnswers): void {
  try {
    localStorage.setItem(ANSWERS_KEY, JSON.stringify(answers));
  } catch {
    // Storage full or blocked (private mode): the answers still work for this visit.
    return;
  }
  stampCheck();
}

/** The visitor's exact age is kept as a one-year range, which the engine's overlap rule reads. */
export const ageOf = (answers: UserAnswers): number | undefined => answers.age_range?.min;

/** A baby's or toddler's age in months is given for a child under this many months (decision 118). */
export const MONTHS_UNDER = 24;

/**
 * The age key that says a child's age was given in months ("15m"). The contract's age stays in
 * whole years (`age_range` {1, 1} for 15 months), which is all the engine reads (`age_under_1`…);
 * the months ride along in the spec's own `age_range_key`, a free string of up to 16 characters.
 */
export const monthsKey = (months: number): string => `${months}m`;

/** The age in months where it was given so and agrees with the age in years; otherwise undefined. */
export function monthsOf(answers: UserAnswers): number | undefined {
  const m = /^(\d{1,2})m$/.exec(answers.age_range_key ?? '');
  if (!m) return undefined;
  const months = Number(m[1]);
  return months < MONTHS_UNDER && Math.floor(months / 12) === ageOf(answers) ? months : undefined;
}

export interface AnswersState {
  answers: UserAnswers;
  chooseSex(sex: Sex): void;
  chooseLocation(location: { id: string; key: LocationKey }): void;
  /** The other places the pain also reaches, ticked on the place page (decision 093). */
  chooseAlso(places: readonly AlsoPlace[]): void;
  /** Who the check is for (decision 068 §1), asked first on the figure page. */
  chooseFor(who: ForWhom): void;
  /**
   * Age and weight (undefined: the person does not know it), the sex where it is asked again, and
   * the pregnancy where it is asked (left out: not asked, so none is kept).
   */
  setProfile(profile: {
    age: number;
    /** A child under two's age in months, where the parent gave it so (kept in `age_range_key`). */
    months?: number | undefined;
    weight: number | undefined;
    sex?: Sex;
    pregnancy?: Pregnancy | undefined;
    breastfeeding?: boolean | undefined;
    /** The illnesses and medicines already known (decision 092); left out: not answered. */
    illnesses?: Illness[] | undefined;
    medicines?: Medicine[] | undefined;
  }): void;
  answer(stepId: string, keys: readonly string[]): void;
  /** docs/product.md §4 'clear': empties the answers, the profile included. */
  clear(): void;
  /** "Start again" for a new pain: clears the place and the answers, keeps sex, age and weight. */
  restart(): void;
}

/**
 * The visitor's answers (docs/product.md §3–§4), persisted in local storage under `userAnswers` so a reload
 * resumes where the visitor was. They never leave the browser for anonymous visitors: scoring
 * runs here (packages/engine).
 */
export const useAnswers = create<AnswersState>()((set, get) => {
  const update = (answers: UserAnswers) => {
    save(answers);
    set({ answers });
  };
  return {
    // The build's state (no answers), which is what a prerendered page was drawn with and what
    // React reads while hydrating it; the visitor's own answers are put in just below.
    answers: emptyAnswers(),
    chooseSex: (sex) => update(setLocationAndSex(get().answers, { sex })),
    chooseLocation: (painLocation) => update(setLocationAndSex(get().answers, { painLocation })),
    chooseAlso: (places) => update(setAlso(get().answers, places)),
    chooseFor: (who) => update({ ...get().answers, for: who }),
    setProfile({ age, months, weight, sex, pregnancy, breastfeeding, illnesses, medicines }) {
      const base = sex ? setLocationAndSex(get().answers, { sex }) : get().answers;
      const {
        weight: _,
        weight_unknown: __,
        pregnancy: ___,
        breastfeeding: ____,
        illnesses: _____,
        medicines: ______,
        ...rest
      } = base;
      update({
        ...rest,
        // Months and years never disagree: 15 months is 1 year.
        ...(months === undefined
          ? { age_range: { min: age, max: age }, age_range_key: String(age) }
          : {
              age_range: { min: Math.floor(months / 12), max: Math.floor(months / 12) },
              age_range_key: monthsKey(months),
            }),
        ...(weight === undefined ? { weight_unknown: true as const } : { weight }),
        ...(pregnancy ? { pregnancy } : {}),
        ...(breastfeeding !== undefined ? { breastfeeding } : {}),
        ...(illnesses ? { illnesses } : {}),
        ...(medicines ? { medicines } : {}),
      });
    },
    answer: (stepId, keys) => update(answerStep(get().answers, stepId, keys)),
    // A new check is not kept unless its person chooses to keep it too (decision 112).
    clear: () => {
      keepCheck(false);
      update(clearAnswers());
    },
    restart: () => {
      keepCheck(false);
      update(restartAnswers(get().answers));
    },
  };
});

// The visitor's stored answers, before any render: a page drawn in the browser starts with them,
// and a prerendered one moves to them as soon as it is hydrated.
useAnswers.setState({ answers: load() });

// Another tab changed the answers: follow it, so two tabs never overwrite each other's work.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === ANSWERS_KEY || e.key === null) useAnswers.setState({ answers: load() });
  });
}

// Logging out forgets the answers in this tab's memory too (lib/person-on-device.ts), which then
// removes the check's keys from storage. Memory only: writing the emptied answers and their time
// first would reach the other tabs as a change, and a tab that read it between the removals could
// stamp the check's time back after the logout (a flaky `e2e/logout.spec.ts`).
onForgetPerson(() => useAnswers.setState({ answers: clearAnswers() }));

/**
 * "Remove this check from this phone" (decision 112): the answers leave this tab's memory and the
 * device's storage, with the place's diseases and the keep choice. Other tabs follow through the
 * storage event. Whose the next answers are stays: a logged-in person is still logged in, and what
 * they saved in their account is not touched.
 */
export function removeCheck(): void {
  useAnswers.getState().clear();
  forgetCheckKeys();
}
