import { useTranslation } from '../../lib/use-translation.ts';
import { matchStrength } from './match-strength.ts';

/** How well a condition matches, as a bar (for the eye) and in words (for everyone). */
export function StrengthBar({ score }: { score: number }) {
  const { t } = useTranslation('assessment');
  const strength = matchStrength(score);
  return (
    <span className={`strength strength-${strength}`}>
      <span className="strength-bar" aria-hidden="true">
        <span style={{ width: `${Math.max(4, Math.min(100, score))}%` }} />
      </span>
      {t(`suggested.strength.${strength}`)}
    </span>
  );
}
