import './assessment-setup.ts';
import { Framed, FlowFrame } from '../../components/page-frame.tsx';
import { FigurePage } from '../../features/assessment/components/figure-page.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Drawn at build time as its frame, not whole: the figures' buttons would be dead taps until the
 * scripts ran (page-frame.tsx).
 */
export default function FigureRoute() {
  const { t } = useTranslation('assessment');
  return (
    <Framed frame={<FlowFrame title={t('figure.title')} lead={t('figure.lead')} />}>
      <FigurePage />
    </Framed>
  );
}
