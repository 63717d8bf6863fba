import { useTranslation } from '../../../lib/use-translation.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

/** The page's <h1> and its document title. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <DocumentTitle>{`${title} — ${t('brand')}`}</DocumentTitle>
      <h1>{title}</h1>
    </>
  );
}
