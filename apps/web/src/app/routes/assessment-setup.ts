// Set-up shared by the pages of the assessment flow, imported by each of their route modules so
// that it loads with the first of them (and never with the home page): their strings and styles.
import '../../styles/forms.css';
import '../../styles/assessment.css';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';

addCatalogue('assessment', assessmentEn);
