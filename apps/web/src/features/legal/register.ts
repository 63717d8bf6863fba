import { addCatalogue } from '../../lib/i18n.ts';
import { legalEn } from './legal-en.ts';

addCatalogue('legal', legalEn);
