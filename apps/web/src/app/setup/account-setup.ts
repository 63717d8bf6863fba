// Set-up shared by the account and contact pages and the login dialog, imported by each of their
// modules so that it loads with the first of them (and never with the home page): their strings
// (in the active language only) and styles.
import '../../styles/forms.css';
import '../../styles/account.css';
import { loadCatalogue, type CatalogueFiles } from '../../lib/i18n.ts';
import type { AccountCatalogue } from '../../locales/account-en.ts';

// The namespace's type, added to the i18n module's list (lib/i18n.ts).
declare module '../../lib/i18n.ts' {
  interface Catalogues {
    account: AccountCatalogue;
  }
}

loadCatalogue(
  'account',
  import.meta.glob(['../../locales/account-*.ts', '!../../locales/*.test.ts']) as CatalogueFiles,
);
