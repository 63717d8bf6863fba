import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '../components/layout/layout.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { paths } from '../lib/paths.ts';

// Every route but home is its own chunk, loaded when first visited.
const AboutPage = lazy(() => import('./routes/about.tsx'));
const TermsPage = lazy(() => import('./routes/terms.tsx'));
const PrivacyPage = lazy(() => import('./routes/privacy.tsx'));
const CookiePolicyPage = lazy(() => import('./routes/cookie-policy.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx'));
const FigurePage = lazy(() => import('./routes/man-body.tsx'));
const PainLocationPage = lazy(() => import('./routes/pain-location.tsx'));
const GenderAgeWeightPage = lazy(() => import('./routes/gender-age-weight.tsx'));
const WeightAgePage = lazy(() => import('./routes/weight-age.tsx'));
const StepsPage = lazy(() => import('./routes/steps.tsx'));
const SuggestedPage = lazy(() => import('./routes/suggested.tsx'));
const TestResultPage = lazy(() => import('./routes/test-result.tsx'));
const VideosPage = lazy(() => import('./routes/videos.tsx'));
const TestsPage = lazy(() => import('./routes/test-and-treatment.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.cookies} element={<CookiePolicyPage />} />
        <Route path={paths.figure} element={<FigurePage />} />
        <Route path={paths.painLocation} element={<PainLocationPage />} />
        <Route path={paths.sexAgeWeight} element={<GenderAgeWeightPage />} />
        <Route path={paths.ageWeight} element={<WeightAgePage />} />
        <Route path={paths.steps} element={<StepsPage />} />
        <Route path={paths.suggested} element={<SuggestedPage />} />
        <Route path={paths.testResult} element={<TestResultPage />} />
        <Route path={paths.videos} element={<VideosPage />} />
        <Route path={paths.testsAndTreatments} element={<TestsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
