// Set-up of the check's first page (the figure page), imported by its route module and by every
// other page of the check through assessment-setup.ts: the check's styles and its first strings
// (in the active language only). The figure page needs no more: the flow's whole catalogue comes
// with the next page, which the figure page fetches while the visitor chooses (routes/man-body.tsx).
// Nothing here may name the flow's catalogue files: whatever the figure page's modules could
// import, its prerendered page and the home page's preload fetch with it (bench:size counts them).
import '../../styles/forms.css';
import '../../styles/assessment.css';
import { loadCatalogue, type CatalogueFiles } from '../../lib/i18n.ts';
import type { CheckCatalogue } from '../../locales/check-en.ts';

// The namespace's type, added to the i18n module's list (lib/i18n.ts).
declare module '../../lib/i18n.ts' {
  interface Catalogues {
    check: CheckCatalogue;
  }
}

loadCatalogue('check', import.meta.glob(['../../locales/check-*.ts', '!../../locales/*.test.ts']) as CatalogueFiles);
