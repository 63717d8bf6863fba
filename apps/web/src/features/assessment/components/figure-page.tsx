import type { Sex } from '@painpoint/contracts';
import { SEXES } from '@painpoint/contracts/constants';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { useAnswers } from '../../../lib/answers-store.ts';
import { paths } from '../../../lib/paths.ts';
import { FlowHeader } from '../../../components/flow-header.tsx';
import { useSavedProfile } from '../use-saved-profile.ts';

/** A small decorative silhouette; the button's text names the choice. */
function Silhouette({ sex }: { sex: Sex }) {
  const shoulders = sex === 'male' ? 22 : 18;
  const hips = sex === 'male' ? 15 : 19;
  return (
    <svg
      viewBox="0 0 64 120"
      width="64"
      height="120"
      aria-hidden="true"
      focusable="false"
      className="figure-choice-art"
    >
      <circle cx="32" cy="14" r="11" />
      <path
        d={`M${32 - shoulders} 32 Q32 26 ${32 + shoulders} 32 L${32 + hips} 68 L${32 + hips - 2} 114 L34 114 L32 76 L30 114 L${32 - hips + 2} 114 L${32 - hips} 68 Z`}
      />
    </svg>
  );
}

/** /man-body: the visitor picks the male or female figure, which sets sex (spec §2). */
export function FigurePage() {
  const { t } = useTranslation('assessment');
  const sex = useAnswers((s) => s.answers.sex);
  const chooseSex = useAnswers((s) => s.chooseSex);
  const navigate = useNavigate();
  const saved = useSavedProfile();
  // A logged-in person's saved sex picks the figure for them; they can still pick the other one.
  useEffect(() => {
    if (saved && !sex) chooseSex(saved.sex);
  }, [saved, sex, chooseSex]);
  const choose = (value: Sex) => {
    chooseSex(value);
    void navigate(paths.painLocation);
  };
  return (
    <div className="container flow">
      <FlowHeader title={t('figure.title')} lead={t('figure.lead')}>
        {saved && saved.sex === sex && <p className="flow-note">{t('figure.fromProfile')}</p>}
      </FlowHeader>
      <div className="figure-choice" role="group" aria-label={t('figure.legend')}>
        {SEXES.map((s) => (
          <button
            key={s}
            type="button"
            className="figure-choice-button"
            aria-pressed={sex === s}
            data-figure={s}
            onClick={() => choose(s)}
          >
            <Silhouette sex={s} />
            <span>{t(`figure.${s}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
