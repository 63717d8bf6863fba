/**
 * A condition's match in words. Thresholds on the final score (0–100), from the authors' 549
 * cases: the best match's median is 89 (10th centile 76), the second's 67, the fifth's 55; so
 * "strong" is 80 or more, "moderate" 60 or more, and "weak" below.
 */
export type MatchStrength = 'strong' | 'moderate' | 'weak';

export function matchStrength(finalScore: number): MatchStrength {
  if (finalScore >= 80) return 'strong';
  if (finalScore >= 60) return 'moderate';
  return 'weak';
}
