import '../setup/assessment-setup.ts';
import { guarded } from '../../components/require-answers.tsx';
import { PainLocationPage } from '../../features/body-map/components/pain-location-page.tsx';
import { whenIdle } from '../../lib/when-idle.ts';

// The age page comes next: its code is fetched while the visitor points (decision 132).
whenIdle(() => import('./weight-age.tsx'));

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(['sex'], PainLocationPage, (t) => ({ title: t('location.title'), lead: t('location.lead') }));
