import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AboutCatalogue } from '../features/about/about-en.ts';
import type { LegalCatalogue } from '../features/legal/legal-en.ts';
import type { AccountCatalogue } from '../locales/account-en.ts';
import type { AssessmentCatalogue } from '../locales/assessment-en.ts';
import { en } from '../locales/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof en;
      legal: LegalCatalogue;
      about: AboutCatalogue;
      assessment: AssessmentCatalogue;
      account: AccountCatalogue;
    };
  }
}

/**
 * English is bundled; page-specific catalogues (legal, about, assessment, account) are added when
 * their pages load.
 */
export function initI18n() {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common'],
    resources: { en: { common: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

/** Adds a page's catalogue (once) when that page's chunk loads. */
export function addCatalogue(ns: 'legal' | 'about' | 'assessment' | 'account', resources: object): void {
  if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, resources);
}
