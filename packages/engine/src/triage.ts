import type { TriageLevel } from '@painpoint/contracts';
import { TRIAGE_LEVELS } from '@painpoint/contracts/constants';

export const triageRank = (level: TriageLevel): number => TRIAGE_LEVELS.indexOf(level);

export const maxTriage = (a: TriageLevel, b: TriageLevel): TriageLevel => (triageRank(a) >= triageRank(b) ? a : b);

/** What to do next, per level, as codes; the words live in the catalogues of the web app and tools. */
export const NEXT_STEPS: Record<TriageLevel, readonly string[]> = {
  emergency: ['call_112', 'ambulance_108', 'nearest_emergency_department', 'do_not_drive'],
  urgent: ['see_doctor_24h', 'emergency_if_worse'],
  'see-doctor': ['book_appointment', 'urgent_if_worse'],
  'self-care': ['self_care_pharmacist', 'see_doctor_if_not_better'],
};
