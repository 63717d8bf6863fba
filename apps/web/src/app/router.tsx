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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.terms} element={<TermsPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.cookies} element={<CookiePolicyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
