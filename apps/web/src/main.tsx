import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoutes } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { restoreSessionIfHinted } from './lib/session-hint.ts';
import './styles/global.css';

// Before the first render, so a guarded page waits for the session instead of redirecting.
void restoreSessionIfHinted();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <Providers>
      <AppRoutes />
    </Providers>
  </StrictMode>
);
// Pages that need nothing from the visitor arrive already rendered (scripts/prerender-pages.ts):
// take them over rather than redraw them.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
