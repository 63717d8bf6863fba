// Set-up of every web test file: the shell's English strings, which the app loads before its
// first render (src/main.tsx), are there from the start, as the other catalogues are once a test
// adds them.
import { addCatalogue } from '../lib/i18n.ts';
import { en } from '../locales/en.ts';

addCatalogue('common', en);
