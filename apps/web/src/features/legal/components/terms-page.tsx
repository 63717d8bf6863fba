import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../setup.ts';
import { LegalSections } from './legal-sections.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

const TABS = ['disclaimer', 'terms', 'privacy'] as const;
type Tab = (typeof TABS)[number];

function initialTab(): Tab {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  return (TABS as readonly string[]).includes(hash) ? (hash as Tab) : 'disclaimer';
}

/** docs/product.md §2: three tabs, Legal Disclaimer by default; the WAI-ARIA tabs pattern with arrow keys. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const [tab, setTab] = useState<Tab>(initialTab);
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ disclaimer: null, terms: null, privacy: null });
  const labels: Record<Tab, string> = {
    disclaimer: t('page.disclaimerTab'),
    terms: t('page.termsTab'),
    privacy: t('page.privacyTab'),
  };

  const select = (next: Tab) => {
    setTab(next);
    refs.current[next]?.focus();
    window.history.replaceState(null, '', `#${next}`);
  };
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (next) {
      e.preventDefault();
      select(next);
    }
  };

  return (
    <article className="container prose">
      <DocumentTitle>{`${t('page.title')} — PainPoint`}</DocumentTitle>
      <h1>{t('page.title')}</h1>
      <div role="tablist" aria-label={t('page.tabs')} className="tabs" onKeyDown={onKey}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => select(id)}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0} className="tab-panel">
        <h2>{t(`${tab}.title`)}</h2>
        <p className="muted">{t('page.lastUpdated')}</p>
        <LegalSections doc={tab} headingLevel={3} />
      </div>
    </article>
  );
}
