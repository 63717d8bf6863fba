import { useTranslation } from '../../../lib/use-translation.ts';
import '../setup.ts';
import { useSiteConfig } from '../api/get-site-config.ts';
import type { LegalSection } from '../legal-en.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function CookiePolicyPage() {
  const { t } = useTranslation('legal');
  const config = useSiteConfig();
  const sections = t('cookies.sections', { returnObjects: true }) as LegalSection[];
  const last = sections.length - 1;
  return (
    <article className="container prose">
      <DocumentTitle>{`${t('cookies.title')} — PainPoint`}</DocumentTitle>
      <h1>{t('cookies.title')}</h1>
      <p className="muted">{t('cookies.effective')}</p>
      {sections.map((s, i) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>
              {p}
              {i === last && config && (
                <>
                  {' '}
                  <a href={`mailto:${config.contact_email}`}>{config.contact_email}</a>.
                </>
              )}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
