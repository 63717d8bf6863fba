import { languageInfo, type Language } from '@painpoint/contracts/languages';

/**
 * Dates and times as people in India write them, in the page's language: "25 November 2026" and
 * "25 November 2026 at 8:07 pm" in English as written in India; "25 नवंबर 2026" and
 * "25 नवंबर 2026, रात 8:07 बजे" in Hindi, with the part of the day in words (सुबह, दोपहर, शाम, रात)
 * rather than "pm बजे".
 */
export function formatDate(language: string, when: Date | string): string {
  return new Intl.DateTimeFormat(languageInfo(language as Language).locale, { dateStyle: 'long' }).format(
    new Date(when),
  );
}

export function formatDateTime(language: string, when: Date | string): string {
  const locale = languageInfo(language as Language).locale;
  const date = new Date(when);
  if (language !== 'hi') return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }).format(date);
  return `${formatDate(language, date)}, ${time} बजे`;
}
