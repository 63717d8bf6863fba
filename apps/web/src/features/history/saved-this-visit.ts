import type { SavedAssessmentSummary } from '@painpoint/contracts';

/**
 * The results saved in this visit, by the draft that saved them (save-request.ts, as JSON): coming
 * back to the same results says they are saved rather than offering to save them twice. Emptied
 * after a deletion and at logout (api/saved-assessments.ts). Apart from the API module, so the
 * results page reads it without loading the calls.
 */
export const savedThisVisit = new Map<string, SavedAssessmentSummary>();
