import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { applyTheme, useAppStore } from '../lib/store.ts';
import { LanguageProvider } from './language-provider.tsx';

/** The router, the language, and the theme: applied at start and following the system until the visitor chooses. */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    applyTheme(useAppStore.getState().mode);
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = (e: MediaQueryListEvent) => useAppStore.getState().followSystemTheme(e.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return (
    <BrowserRouter>
      <LanguageProvider>{children}</LanguageProvider>
    </BrowserRouter>
  );
}
