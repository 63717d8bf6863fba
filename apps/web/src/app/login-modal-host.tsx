import { Suspense, useState } from 'react';
import { lazyPage } from '../lib/lazy-page.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { useAppStore } from '../lib/store.ts';

const LoginModal = lazyPage(() => import('./routes/login-modal.tsx'));

/** Loads the login dialog the first time the header's Login opens it, and keeps it from then on. */
export function LoginModalHost() {
  const open = useAppStore((s) => s.loginModalOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <LoginModal />
      </Suspense>
    </ErrorBoundary>
  );
}
