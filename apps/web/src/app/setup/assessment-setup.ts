// Set-up shared by the pages of the assessment flow, imported by each of their route modules so
// that it loads with the first of them (and never with the home page): their strings (in the
// active language only) and styles.
import '../../styles/forms.css';
import '../../styles/assessment.css';
import { loadCatalogue, type CatalogueFiles } from '../../lib/i18n.ts';

loadCatalogue(
  'assessment',
  import.meta.glob(['../../locales/assessment-*.ts', '!../../locales/*.test.ts']) as CatalogueFiles,
);
