// Set-up shared by the pages of the assessment flow after the figure page, imported by each of
// their route modules so that it loads with the first of them (and never with the home page):
// the check's first set-up, then the flow's strings (in the active language only).
import './check-setup.ts';
import { loadCatalogue, type CatalogueFiles } from '../../lib/i18n.ts';
import type { AssessmentCatalogue } from '../../locales/assessment-en.ts';

// The namespace's type, added to the i18n module's list (lib/i18n.ts).
declare module '../../lib/i18n.ts' {
  interface Catalogues {
    assessment: AssessmentCatalogue;
  }
}

loadCatalogue(
  'assessment',
  import.meta.glob(['../../locales/assessment-*.ts', '!../../locales/*.test.ts']) as CatalogueFiles,
);
