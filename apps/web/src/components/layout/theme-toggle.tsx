import { useTranslation } from '../../lib/use-translation.ts';
import { useAppStore } from '../../lib/store.ts';
import { MoonIcon, SunIcon } from '../icons.tsx';

/** Shows a moon in light mode (switch to dark) and a sun in dark mode (switch to light). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useAppStore((s) => s.mode);
  const toggleTheme = useAppStore((s) => s.toggleTheme);
  const label = mode === 'light' ? t('theme.toDark') : t('theme.toLight');
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={toggleTheme}>
      {mode === 'light' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
