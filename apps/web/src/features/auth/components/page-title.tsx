import { useTranslation } from '../../../lib/use-translation.ts';

/** The page's <h1> and its document title. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} — ${t('brand')}`}</title>
      <h1>{title}</h1>
    </>
  );
}
