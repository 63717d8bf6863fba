import type { SweepFailure } from './evaluate.ts';
import type { CaseSet } from './load.ts';

/**
 * Cases whose condition the age sweep (evaluate.ts) finds outside the top 3 at some ages, and that
 * the content does not fix yet, each with why. A ratchet: `knowledge-base.test.ts` fails on any
 * other failure, and on a case listed here that now holds, so the list only shrinks. `npm run eval`
 * still prints every one of them. In each, the triage is right at every age: what is listed first
 * are the conditions a doctor would rule out first.
 */
export const SWEEP_KNOWN: Partial<Record<CaseSet, Readonly<Record<string, string>>>> = {
  danger: {
    la_dg_elderly_father_uti_blotchy:
      'ages 12–17 and 89–90: the urine infection is listed after sepsis and the infected blocked kidney, which explain his blotchy skin, and a third emergency comes in between; emergency at every age',
  },
  blind7: {
    b7_la_womb_unsafe_abortion_collapse:
      'every age: written before sepsis after a birth, miscarriage or abortion (maternal_sepsis) was a condition of its own; it now heads this collapse with a rigid belly 8 days after an abortion, with appendicitis and ectopic pregnancy next, and the womb infection it comes from is 8th; emergency at every age',
    b7_gn_womb_after_caesarean_confused:
      'every age: written before maternal_sepsis existed; it now heads this confused woman with no urine 12 days after a caesarean, above severe malaria and sepsis, and the womb infection is 4th; emergency at every age',
    b7_ao_rheumatic_fever_girl_breathless:
      "every age: written before heart failure from rheumatic heart disease (rheumatic_heart_failure) was a condition of its own; it now heads her list, above sepsis, severe leptospirosis and severe malaria, which explain 'very short of breath even when resting', and rheumatic fever is 5th; emergency at every age",
  },
  blind9: {
    b9_face_jaw_nonverbal_son_swollen_cheek:
      'every age, scored once as written: a fever felt at home with a swollen, warm cheek and jaw ranks chikungunya, a deep neck infection and dengue above the dental abscess, which is 4th by less than 5 points; the deep neck infection makes it an emergency at every age, where urgent is expected',
  },
  blind8: {
    b8_chest_elder_mother_confused_cough:
      'ages 12–90, scored once as written: her confusion, blue lips, breathlessness at rest and a fever felt at home rank sepsis, severe malaria and a collapsed lung above the chest infection they come from, which is 4th; emergency at her age, carried by the danger signs',
    b8_skin_baby_fever_purple_spots:
      'ages 1–11 (and as written at 10 months), scored once as written: a fever with purple spots nobody pressed, floppy and not feeding, ranks brain fever, severe malaria, chikungunya and dengue, and sepsis is not ranked at the skin; emergency at his age, carried by the danger signs',
  },
};

/**
 * Cases the site's engine (the scoring model, decision 134) sends two levels or more above their
 * expected urgency, found when a blind set was first scored and not fixed in the content, each with
 * why. A ratchet like SWEEP_KNOWN: `knowledge-base.test.ts` counts only the others against its cap
 * of one case in 30, and fails on a listed case that is no longer over-triaged. Empty since the
 * switch: the three blind9 cases listed for the first engine's close-runner-up rule are not
 * over-triaged by the model.
 */
export const OVER_TRIAGE_KNOWN: Partial<Record<CaseSet, Readonly<Record<string, string>>>> = {};

/** The sweep's failures that are not listed above. */
export const unknownSweepFailures = (set: CaseSet, failures: readonly SweepFailure[]): SweepFailure[] =>
  failures.filter((f) => SWEEP_KNOWN[set]?.[f.id] === undefined);
