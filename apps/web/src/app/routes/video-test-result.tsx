import '../setup/assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../domain/flow/require-answers.tsx';
import { VideosPage } from '../../features/results/components/videos-page.tsx';

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(ALL_ANSWERS, VideosPage, (t) => ({ title: t('videos.title'), lead: t('videos.lead') }));
