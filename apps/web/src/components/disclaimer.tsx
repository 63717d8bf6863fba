import { useTranslation } from '../lib/use-translation.ts';

/** docs/product.md §1: no medical advice, no doctor–patient relationship; shown wherever results are. */
export function Disclaimer() {
  const { t } = useTranslation();
  return (
    <aside className="disclaimer" aria-labelledby="disclaimer-title">
      <h2 id="disclaimer-title">{t('disclaimer.title')}</h2>
      <p>{t('disclaimer.body')}</p>
    </aside>
  );
}
