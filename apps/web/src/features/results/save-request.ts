import { SaveAssessmentRequest } from '@painpoint/contracts';
import type { UserAnswers } from '@painpoint/engine';
import type { Scored } from '../../lib/diagnosis/use-assessment.ts';

/**
 * What saving the results on screen sends (decision 036): the answers exactly as stored, the
 * urgency, the `shown` conditions in the order shown with their scores, and the knowledge base's
 * version. Checked against the contract first: undefined when the answers cannot make a saved
 * assessment (an answer missing, or no version heard from the server), so nothing doomed is sent.
 */
export function saveRequestOf(answers: UserAnswers, data: Scored, shown: number): SaveAssessmentRequest | undefined {
  const checked = SaveAssessmentRequest.safeParse({
    answers,
    triage: data.assessment.triage,
    conditions: data.assessment.ranked.slice(0, shown).map((r) => ({
      disease_short_name: r.disease_short_name,
      final_score: r.final_score,
      difference_percentage: r.difference_percentage,
    })),
    kb_version: data.version,
  });
  return checked.success ? checked.data : undefined;
}
