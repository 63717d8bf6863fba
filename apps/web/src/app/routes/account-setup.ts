// Set-up shared by the account and contact pages and the login dialog, imported by each of their
// modules so that it loads with the first of them (and never with the home page).
import '../../styles/forms.css';
import '../../styles/account.css';
import { addCatalogue } from '../../lib/i18n.ts';
import { accountEn } from '../../locales/account-en.ts';

addCatalogue('account', accountEn);
