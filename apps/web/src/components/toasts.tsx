import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '../lib/toast.ts';

const ToastHost = lazy(() => import('./toast-host.tsx'));

/** Mounts the toast library only once the first toast is raised. */
export function Toasts() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
