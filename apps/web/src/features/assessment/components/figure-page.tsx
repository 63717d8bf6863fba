import type { Sex } from '@painpoint/contracts';
import { SEXES } from '@painpoint/contracts/constants';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { useAnswers } from '../../../domain/answers-store.ts';
import { paths } from '../../../lib/paths.ts';
import { FlowHeader } from '../../../domain/flow/flow-header.tsx';
import { figureShapes, type Decoration } from '../../../domain/figure/figure.ts';
import { useSavedProfile } from '../use-saved-profile.ts';

/**
 * The body map's own figure from the front (a boy's or a girl's for a check "for my child"), drawn
 * as one silhouette with its hair and quiet anatomical lines, so the choice shows the figure the map
 * will show. Decorative: the button's text names the choice. The regions are drawn as one path
 * twice: stroked, then filled over the stroke, so only the outer edge shows and none of the cuts
 * between regions.
 */
function FigureArt({ sex, child }: { sex: Sex; child: boolean }) {
  const { viewBox, regions, decorations } = figureShapes(sex, 'front', child);
  const body = regions.map((r) => r.d).join(' ');
  const layer = (l: Decoration['layer']) =>
    decorations
      .filter((d) => d.layer === l)
      .map((d, i) => <path key={`${l}${i}`} d={d.d} className={`figure-art-${d.kind}`} />);
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false" className="figure-choice-art">
      {layer('under')}
      <path d={body} className="figure-art-edge" />
      <path d={body} className="figure-art-body" />
      {layer('over')}
    </svg>
  );
}

const WHO = [
  ['self', 'figure.forSelf'],
  ['child', 'figure.forChild'],
  ['other', 'figure.forOther'],
] as const;

/**
 * /man-body: first who the check is for (decision 068 §1), then the male or female figure, which
 * sets sex (docs/product.md §2). A figure chosen before the first answer asks for it.
 */
export function FigurePage() {
  const { t } = useTranslation('check');
  const sex = useAnswers((s) => s.answers.sex);
  const who = useAnswers((s) => s.answers.for);
  const chooseSex = useAnswers((s) => s.chooseSex);
  const chooseFor = useAnswers((s) => s.chooseFor);
  const navigate = useNavigate();
  const saved = useSavedProfile();
  const id = useId();
  const [needWho, setNeedWho] = useState(false);
  // A logged-in person's saved sex picks the figure for them; they can still pick the other one.
  useEffect(() => {
    if (saved && !sex && (who === undefined || who === 'self')) chooseSex(saved.sex);
  }, [saved, sex, who, chooseSex]);
  const choose = (value: Sex) => {
    chooseSex(value);
    if (who === undefined) {
      setNeedWho(true);
      document.getElementById(`${id}-who`)?.querySelector('button')?.focus();
      return;
    }
    void navigate(paths.painLocation);
  };
  const pickWho = (value: (typeof WHO)[number][0]) => {
    chooseFor(value);
    setNeedWho(false);
    // After the first answer, the figure is the next thing to choose.
    document.getElementById(`${id}-figure`)?.querySelector('button')?.focus();
  };
  const figureLabel = (s: Sex) => (who === 'child' ? t(s === 'male' ? 'figure.boy' : 'figure.girl') : t(`figure.${s}`));
  return (
    <div className="container flow">
      <FlowHeader title={t('figure.title')} lead={t('figure.lead')}>
        {saved && saved.sex === sex && who !== 'child' && who !== 'other' && (
          <p className="flow-note">{t('figure.fromProfile')}</p>
        )}
      </FlowHeader>
      <h2 className="flow-question" id={`${id}-who-label`}>
        {t('figure.forWhom')}
      </h2>
      <div
        className="who-choice"
        role="group"
        id={`${id}-who`}
        aria-labelledby={`${id}-who-label`}
        aria-describedby={needWho ? `${id}-who-error` : undefined}
      >
        {WHO.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="who-choice-button"
            aria-pressed={who === value}
            data-for={value}
            onClick={() => pickWho(value)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {needWho ? (
        <p className="field-error" id={`${id}-who-error`} role="alert">
          {t('figure.forRequired')}
        </p>
      ) : null}
      <div className="figure-choice" role="group" id={`${id}-figure`} aria-label={t('figure.legend')}>
        {SEXES.map((s) => (
          <button
            key={s}
            type="button"
            className="figure-choice-button"
            aria-pressed={sex === s}
            data-figure={s}
            onClick={() => choose(s)}
          >
            <FigureArt sex={s} child={who === 'child'} />
            <span>{figureLabel(s)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
