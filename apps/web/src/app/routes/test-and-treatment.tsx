import '../setup/assessment-setup.ts';
import { TestsPage } from '../../features/results/components/tests-page.tsx';

export default TestsPage;
