import type { Sex } from '@painpoint/contracts';
import { SEXES } from '@painpoint/contracts/constants';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { useAnswers } from '../../../domain/answers-store.ts';
import { paths } from '../../../lib/paths.ts';
import { FlowHeader } from '../../../components/flow-header.tsx';
import { figureShapes, type Decoration } from '../../../domain/figure/figure.ts';
import { useSavedProfile } from '../use-saved-profile.ts';

/**
 * The body map's own figure from the front, drawn as one silhouette with its hair and quiet
 * anatomical lines, so the choice shows the man or the woman the map will show. Decorative: the
 * button's text names the choice. The regions are drawn as one path twice: stroked, then filled
 * over the stroke, so only the outer edge shows and none of the cuts between regions.
 */
function FigureArt({ sex }: { sex: Sex }) {
  const { viewBox, regions, decorations } = figureShapes(sex, 'front');
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

/** /man-body: the visitor picks the male or female figure, which sets sex (docs/product.md §2). */
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
            <FigureArt sex={s} />
            <span>{t(`figure.${s}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
