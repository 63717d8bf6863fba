import type { SavedCondition, TriageLevel } from '@painpoint/contracts';
import type { UserAnswers } from '@painpoint/engine';
import type { Scored } from '../../domain/diagnosis/use-assessment.ts';

/** What saving the results on screen would send, before the contract has checked it. */
export interface SaveDraft {
  answers: UserAnswers;
  triage: TriageLevel;
  conditions: SavedCondition[];
  kb_version: string | undefined;
}

/**
 * The draft of a saved assessment from the results on screen (decision 036): the answers exactly
 * as stored, the urgency, the `shown` conditions in the order shown with their scores, and the
 * knowledge base's version. The history's API module checks it against the contract (which this
 * page does not load until someone saves) before anything is sent.
 */
export const saveDraftOf = (answers: UserAnswers, data: Scored, shown: number): SaveDraft => ({
  answers,
  triage: data.assessment.triage,
  conditions: data.assessment.ranked.slice(0, shown).map((r) => ({
    disease_short_name: r.disease_short_name,
    final_score: r.final_score,
    difference_percentage: r.difference_percentage,
  })),
  kb_version: data.version,
});
