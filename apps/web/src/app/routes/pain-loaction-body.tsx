import '../setup/assessment-setup.ts';
import { guarded } from '../../domain/flow/require-answers.tsx';
import { PainLocationPage } from '../../features/body-map/components/pain-location-page.tsx';
import { useWhenIdle } from '../../lib/when-idle.ts';

const loadNext = () => import('./weight-age.tsx');

/** The age page comes next: its code is fetched while the visitor points (decision 132). */
function BodyMap() {
  useWhenIdle(loadNext);
  return <PainLocationPage />;
}

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(['sex'], BodyMap, (t) => ({ title: t('location.title'), lead: t('location.lead') }));
