import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { addCatalogue } from '../lib/i18n.ts';
import { accountEn } from '../locales/account-en.ts';

addCatalogue('account', accountEn);

/** Renders a piece of the app as a page would: with the router and the English strings. */
export function renderPage(ui: ReactNode, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
