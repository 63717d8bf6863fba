import './assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { VideosPage } from '../../features/results/components/videos-page.tsx';

export default guarded(ALL_ANSWERS, VideosPage);
