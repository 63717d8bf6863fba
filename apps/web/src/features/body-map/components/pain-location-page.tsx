import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { FlowHeader } from '../../../components/flow-header.tsx';
import { useAnswers } from '../../../lib/answers-store.ts';
import { resumePath } from '../../../lib/flow.ts';
import { paths } from '../../../lib/paths.ts';
import { regionById, type BodyRegion, type BodyView } from '../regions.ts';
import { BodyMap } from './body-map.tsx';
import { RegionList } from './region-list.tsx';

const VIEWS: readonly BodyView[] = ['front', 'back'];

/** /pain-loaction-body: where it hurts, on the figure (front or back) or from the list. */
export function PainLocationPage() {
  const { t } = useTranslation('assessment');
  const answers = useAnswers((s) => s.answers);
  const chooseLocation = useAnswers((s) => s.chooseLocation);
  const navigate = useNavigate();
  const selected = answers.painLocation ? regionById(answers.painLocation.id) : undefined;
  const [view, setView] = useState<BodyView>(selected?.view ?? 'front');
  const [tried, setTried] = useState(false);
  const sex = answers.sex ?? 'female';

  const select = (region: BodyRegion) => {
    chooseLocation({ id: region.id, key: region.key });
    setTried(false);
  };
  const label = selected ? t(`bodyMap.regions.${selected.id}`) : undefined;

  return (
    <div className="container flow">
      <FlowHeader title={t('location.title')} lead={t('location.lead')} />
      <div className="view-switch" role="group" aria-label={t('location.views')}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className="button button-secondary"
            aria-pressed={view === v}
            data-view={v}
            onClick={() => setView(v)}
          >
            {t(`bodyMap.views.${v}`)}
          </button>
        ))}
      </div>
      <BodyMap sex={sex} view={view} selectedId={selected?.id} onSelect={select} />
      <p className={`location-chosen${tried && !selected ? ' field-error' : ''}`} role="status">
        {label ? t('location.chosen', { region: label }) : tried ? t('location.none') : ''}
      </p>
      <RegionList selectedId={selected?.id} onSelect={select} />
      <p className="step-actions">
        <Link className="button button-secondary" to={paths.figure}>
          {t('location.changeFigure')}
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!selected) {
              setTried(true);
              return;
            }
            void navigate(resumePath(useAnswers.getState().answers));
          }}
        >
          {t('location.continue')}
        </button>
      </p>
    </div>
  );
}
