import type { TriageLevel } from '@painpoint/contracts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Each urgency's icon (24-unit strokes, drawn in the badge's colour): an exclamation in a
 * triangle for an emergency, a clock for today, a calendar for a visit, a house for self-care.
 */
const ICONS: Record<TriageLevel, string> = {
  emergency: 'M12 3 2 21h20L12 3Zm0 7v5m0 3v.5',
  urgent: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 3',
  'see-doctor': 'M4 6h16v14H4V6Zm0 4h16M8 3v5m8-5v5',
  'self-care': 'M3 11 12 4l9 7m-15-1v10h12V10m-8 10v-5h4v5',
};

/**
 * The urgency as a labelled badge: the word carries the meaning; the icon and the colour, each
 * level's own and the same on the results, the history and the comparison, only repeat it.
 */
export function TriageBadge({ level }: { level: TriageLevel }) {
  const { t } = useTranslation('assessment');
  return (
    <span className={`badge badge-${level}`} data-level={level}>
      <svg
        className="badge-icon"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={ICONS[level]} />
      </svg>
      {t(`triage.level.${level}`)}
    </span>
  );
}
