import { useTranslation } from '../../../lib/use-translation.ts';
import '../setup.ts';
import { LegalSections } from './legal-sections.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

/** Linked from the footer: the privacy tab's content as a page of its own. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <article className="container prose">
      <DocumentTitle>{`${t('privacy.title')} — PainPoint`}</DocumentTitle>
      <h1>{t('privacy.title')}</h1>
      <p className="muted">{t('page.lastUpdated')}</p>
      <LegalSections doc="privacy" />
    </article>
  );
}
