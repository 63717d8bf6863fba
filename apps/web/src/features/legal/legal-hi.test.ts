import { describeHindiCatalogue } from '../../test/hindi-catalogue.ts';
import { legalEn } from './legal-en.ts';
import { legalHi } from './legal-hi.ts';

describeHindiCatalogue('legal', legalEn, legalHi);
