import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../error-boundary.tsx';
import { Toasts } from '../toasts.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useRouteFocus } from './use-route-focus.ts';

/** The page frame. `overlay` is where the app puts what floats above every page (the login dialog). */
export function Layout({ overlay }: { overlay?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRouteFocus();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className="container loading">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {overlay}
      <Toasts />
    </>
  );
}
