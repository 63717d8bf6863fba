import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';

/** How far along the questions are: "Question 3 of about 12" and a bar. */
export function StepProgress({ n, total }: { n: number; total: number }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const pct = Math.round(((n - 1) / Math.max(total, 1)) * 100);
  return (
    <div className="progress">
      <p id={id} className="progress-label">
        {t('steps.progress', { n, total })}
      </p>
      <div
        className="progress-bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
