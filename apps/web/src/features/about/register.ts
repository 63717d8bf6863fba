import { addCatalogue } from '../../lib/i18n.ts';
import { aboutEn } from './about-en.ts';

addCatalogue('about', aboutEn);
