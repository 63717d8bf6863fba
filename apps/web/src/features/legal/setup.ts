import { loadCatalogue, type CatalogueFiles } from '../../lib/i18n.ts';
import type { LegalCatalogue } from './legal-en.ts';

// The namespace's type, added to the i18n module's list (lib/i18n.ts; shared code never imports features).
declare module '../../lib/i18n.ts' {
  interface Catalogues {
    legal: LegalCatalogue;
  }
}

// The legal pages' strings, in the active language only.
loadCatalogue('legal', import.meta.glob(['./legal-*.ts', '!./*.test.ts']) as CatalogueFiles);
