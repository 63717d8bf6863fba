import { describeHindiCatalogue } from '../test/hindi-catalogue.ts';
import { accountEn } from './account-en.ts';
import { accountHi } from './account-hi.ts';
import { assessmentEn } from './assessment-en.ts';
import { assessmentHi } from './assessment-hi.ts';
import { checkEn } from './check-en.ts';
import { checkHi } from './check-hi.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';

// The About and legal catalogues live in their features and are checked beside them.
describeHindiCatalogue('common', en, hi);
describeHindiCatalogue('check', checkEn, checkHi);
describeHindiCatalogue('assessment', assessmentEn, assessmentHi);
describeHindiCatalogue('account', accountEn, accountHi);
