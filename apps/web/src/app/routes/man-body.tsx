import './assessment-setup.ts';
import { FigurePage } from '../../features/assessment/components/figure-page.tsx';

export default FigurePage;
