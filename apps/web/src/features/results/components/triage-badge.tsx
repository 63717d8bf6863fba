import type { TriageLevel } from '@painpoint/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** The urgency as a labelled badge; the word carries the meaning, the colour only repeats it. */
export function TriageBadge({ level }: { level: TriageLevel }) {
  const { t } = useTranslation('assessment');
  return <span className={`badge badge-${level}`}>{t(`triage.level.${level}`)}</span>;
}
