import type { SweepFailure } from './evaluate.ts';
import type { CaseSet } from './load.ts';

/**
 * Cases whose condition the age sweep (age-sweep.ts) finds outside the top 3 at some ages, and that
 * the content does not fix yet, each with why. A ratchet: `knowledge-base.test.ts` fails on any
 * other failure, and on a case listed here that now holds, so the list only shrinks; `npm run eval`
 * still prints every one of them. The site's engine, the scoring model (decisions 134, 138, 139),
 * is swept with every answer of the case at the breakpoints. Every case below fails at every age it is listed
 * for with the same causes above it, so the ranking, not the age, is what fails: a condition's
 * weights that do not yet tell it from the cause or injury it comes with. The urgency is right at
 * every failing age unless the line says otherwise. Measured 2026-11-27 after decision 137 and
 * that round's content fixes (43 failing cases before them); 2026-11-28, 14 → 7 after the
 * dislocations and cauda equina weighed their injuries’ usual answers and severe dengue took
 * dengue's signs with its own base rate (decision 142).
 */
export const SWEEP_KNOWN: Partial<Record<CaseSet, Readonly<Record<string, string>>>> = {
  authors: {
    fj_tetanus_cut_hand_lockjaw:
      'ages 20–50: a locked jaw after a cut has a jaw-joint disorder, a wisdom-tooth infection and mumps above tetanus, fourth; emergency at every age',
    gn_maternal_sepsis_caesarean_mother_answers:
      'ages 14–15: sepsis after a caesarean is fourth below the womb infection, pelvic inflammatory disease and an STI discharge, which are likelier at those ages; emergency',
    gn_maternal_sepsis_abortion_pills_no_urine: 'ages 13–15: as above, after abortion pills; emergency',
    kn_sickle_fever_girl_nine:
      'ages 3–5: a sickle cell crisis is fourth below rheumatic fever, chikungunya and dengue; emergency',
    la_womb_infection_sepsis_mottled:
      'ages 18–55 with every answer (first in the interview): sepsis after a birth is fourth below the womb infection, pelvic inflammatory disease and diverticulitis, the danger signs she did not tick counting against it; emergency',
  },
  blind5: {
    b5_bt_diabetic_husband_spreading_red_confused:
      "ages 12–90 with every answer (second in the interview): sepsis is fourth below Fournier's gangrene, the abscess and a pilonidal abscess; emergency",
  },
  blind8: {
    b8_skin_baby_fever_purple_spots:
      'ages 1–11: sepsis is not listed at the skin for a floppy baby with purple spots; chickenpox, severe malaria and a bite above; emergency, carried by the danger signs',
  },
  blind13: {
    b13_lowerabd_elder82_dementia_suddenly_confused:
      'ages 12–90: sepsis from a urine infection in a woman with dementia, suddenly more confused and unable to stand, is not in the top 3 below the urine and kidney infections that are its source: sepsis is weighed on the whole-body answers only, and weighing its danger signs (confusion 3, cannot stand 2, breathless 3) did not lift it here and put it above the source in two other sets, so it was not kept; emergency, carried by the danger signs',
  },
};

/**
 * Cases the site's engine (the scoring model, decision 134) sends two levels or more above their
 * expected urgency, found when a blind set was first scored and not fixed in the content, each with
 * why. A ratchet like SWEEP_KNOWN: `knowledge-base.test.ts` counts only the others against its cap
 * of one case in 30, and fails on a listed case that is no longer over-triaged. Empty since the
 * switch to the model (decision 134).
 */
export const OVER_TRIAGE_KNOWN: Partial<Record<CaseSet, Readonly<Record<string, string>>>> = {};

/** The sweep's failures that are not listed in SWEEP_KNOWN. */
export const unknownSweepFailures = (set: CaseSet, failures: readonly SweepFailure[]): SweepFailure[] =>
  failures.filter((f) => SWEEP_KNOWN[set]?.[f.id] === undefined);

/**
 * `npm run eval`'s exit code: 1 when the age sweep of any gated set (every set but the held-out
 * one, which is reported and never gated) has a failure SWEEP_KNOWN does not list, 0 otherwise;
 * the same with `--json` as without.
 */
export function sweepGateExitCode(
  results: readonly { set: CaseSet | 'heldout'; sweep: { failures: readonly SweepFailure[] } }[],
): 0 | 1 {
  return results.some((r) => r.set !== 'heldout' && unknownSweepFailures(r.set, r.sweep.failures).length > 0) ? 1 : 0;
}
