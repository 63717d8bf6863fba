import { useTranslation } from '../../../lib/use-translation.ts';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import '../setup.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function AboutPage() {
  const { t } = useTranslation('about');
  const { t: tc } = useTranslation();
  const list = (key: 'what' | 'not') => t(key, { returnObjects: true }) as string[];
  return (
    <article className="container prose">
      <DocumentTitle>{`${t('title')} — ${tc('brand')}`}</DocumentTitle>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <h2>{t('whatTitle')}</h2>
      {list('what').map((p) => (
        <p key={p}>{p}</p>
      ))}
      <h2>{t('notTitle')}</h2>
      <ul>
        {list('not').map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <h2>{t('knowledgeTitle')}</h2>
      <p>{t('knowledge')}</p>
      <h2>{t('privacyTitle')}</h2>
      <p>{t('privacy')}</p>
      <h2>{t('freeTitle')}</h2>
      <p>{t('free')}</p>
      <Disclaimer />
    </article>
  );
}
