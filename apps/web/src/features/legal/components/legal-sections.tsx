import { useTranslation } from '../../../lib/use-translation.ts';
import type { LegalSection } from '../legal-en.ts';
import { useSiteConfig } from '../api/get-site-config.ts';

type Doc = 'disclaimer' | 'terms' | 'privacy';

/** One legal document's sections, with the grievance officer filled in from site configuration. */
export function LegalSections({ doc, headingLevel = 2 }: { doc: Doc; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('legal');
  const config = useSiteConfig();
  const sections = t(`${doc}.sections`, { returnObjects: true }) as LegalSection[];
  const values = {
    name: config?.grievance_officer.name ?? '…',
    email: config?.grievance_officer.email ?? '…',
    address: config?.grievance_officer.address ?? '…',
  };
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((s) => (
        <section key={s.title}>
          <H>{s.title}</H>
          {s.paragraphs.map((p) => (
            <p key={p}>
              {/* The operator's details are configured in English, whatever the page's language. */}
              {p.split(/\{\{(name|email|address)\}\}/g).map((part, i) =>
                i % 2 === 1 ? (
                  <span key={i} lang="en">
                    {values[part as keyof typeof values]}
                  </span>
                ) : (
                  part
                ),
              )}
            </p>
          ))}
        </section>
      ))}
    </>
  );
}
