import { describeHindiCatalogue } from '../../test/hindi-catalogue.ts';
import { aboutEn } from './about-en.ts';
import { aboutHi } from './about-hi.ts';

describeHindiCatalogue('about', aboutEn, aboutHi);
