import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark';
export type AuthStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

const THEME_KEY = 'theme';

function storedTheme(): ThemeMode | undefined {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' ? v : undefined;
  } catch {
    return undefined;
  }
}

function systemTheme(): ThemeMode {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** We apply the mode itself (the spec sets the opposite name; see docs/decisions/004). */
export function applyTheme(mode: ThemeMode): void {
  document.documentElement.className = mode;
  document.body.classList.remove('light', 'dark');
  document.body.classList.add(mode);
  // The browser's bar too: only this theme's theme-color (index.html) stays in force.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-mode]'))
    meta.media = meta.dataset.mode === mode ? 'all' : 'not all';
}

/**
 * The global state of docs/product.md §3, in its own words: theme `mode` (light or dark, default light),
 * `loginModalOpen` (default false) and `authInfo.isAuthenticated` with a request `status`.
 * Until the visitor chooses a theme, the system preference decides; a choice is remembered.
 * The session itself is an HttpOnly cookie plus an in-memory access token (decision 002).
 */
export interface AppState {
  mode: ThemeMode;
  themeChosen: boolean;
  loginModalOpen: boolean;
  authInfo: { isAuthenticated: boolean };
  status: AuthStatus;
  toggleTheme(): void;
  followSystemTheme(mode: ThemeMode): void;
  toggleLoginModal(): void;
  closeLoginModal(): void;
  setAuthenticated(isAuthenticated: boolean): void;
  setAuthStatus(status: AuthStatus): void;
}

export const useAppStore = create<AppState>()((set, get) => ({
  mode: 'light',
  themeChosen: false,
  loginModalOpen: false,
  authInfo: { isAuthenticated: false },
  status: 'idle',
  toggleTheme() {
    const mode: ThemeMode = get().mode === 'light' ? 'dark' : 'light';
    set({ mode, themeChosen: true });
    applyTheme(mode);
    try {
      localStorage.setItem(THEME_KEY, mode);
    } catch {
      // Storage may be full or blocked; the theme still applies for this visit.
    }
  },
  followSystemTheme(mode) {
    if (get().themeChosen) return;
    set({ mode });
    applyTheme(mode);
  },
  toggleLoginModal: () => set((s) => ({ loginModalOpen: !s.loginModalOpen })),
  closeLoginModal: () => set({ loginModalOpen: false }),
  setAuthenticated: (isAuthenticated) => set({ authInfo: { isAuthenticated } }),
  setAuthStatus: (status) => set({ status }),
}));

// The state above is what a page prerendered at build time was drawn with (light theme, no
// session), which is also what React reads while hydrating it; the visitor's own theme applies
// from here, before the first render, so a page drawn in the browser starts with it.
{
  const chosen = storedTheme();
  useAppStore.setState({ mode: chosen ?? systemTheme(), themeChosen: chosen !== undefined });
}
