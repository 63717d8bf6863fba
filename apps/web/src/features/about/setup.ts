import { loadCatalogue, type CatalogueFiles } from '../../lib/i18n.ts';
import type { AboutCatalogue } from './about-en.ts';

// The namespace's type, added to the i18n module's list (lib/i18n.ts; shared code never imports features).
declare module '../../lib/i18n.ts' {
  interface Catalogues {
    about: AboutCatalogue;
  }
}

// The About page's strings, in the active language only.
loadCatalogue('about', import.meta.glob(['./about-*.ts', '!./*.test.ts']) as CatalogueFiles);
