import '../setup/assessment-setup.ts';
import { PAGES } from '@painpoint/contracts/routes';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { guarded } from '../../components/require-answers.tsx';
import { takeFigureFromAddress } from '../../domain/figure-in-address.ts';
import { PainLocationPage } from '../../features/body-map/components/pain-location-page.tsx';
import { useWhenIdle } from '../../lib/when-idle.ts';

const loadNext = () => import('./weight-age.tsx');

// Sent here by the figure page's form before its scripts ran (decision 148): who and the figure
// are in the address. They become answers before the page first draws, so the page does not send
// the visitor back for them; the address loses them once it shows.
let cleanSearch =
  typeof window !== 'undefined' && window.location.pathname.replace(/\/$/, '') === PAGES.painLocation
    ? takeFigureFromAddress(window.location.search)
    : undefined;

/** The age page comes next: its code is fetched while the visitor points (decision 132). */
function BodyMap() {
  useWhenIdle(loadNext);
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (cleanSearch === undefined) return;
    const search = cleanSearch;
    cleanSearch = undefined;
    void navigate({ pathname, search, hash }, { replace: true });
  }, [navigate, pathname, hash]);
  return <PainLocationPage />;
}

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(['sex'], BodyMap, (t) => ({ title: t('location.title'), lead: t('location.lead') }));
