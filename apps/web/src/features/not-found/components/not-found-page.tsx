import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="container prose">
      <DocumentTitle>{`${t('notFound.title')} — ${t('brand')}`}</DocumentTitle>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={paths.home} className="button">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
