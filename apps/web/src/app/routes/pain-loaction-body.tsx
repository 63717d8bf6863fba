import './assessment-setup.ts';
import { guarded } from '../../components/require-answers.tsx';
import { PainLocationPage } from '../../features/body-map/components/pain-location-page.tsx';

export default guarded(['sex'], PainLocationPage);
