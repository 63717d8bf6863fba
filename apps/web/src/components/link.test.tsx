import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './link.tsx';

afterEach(cleanup);

/** Shows where the router is, how it got there and the state it was given. */
function Where() {
  const { pathname, search, state } = useLocation();
  const how = useNavigationType();
  return (
    <output data-testid="where">
      {pathname}
      {search} {how} {JSON.stringify(state ?? null)}
    </output>
  );
}

const renderAt = (path: string, ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  it('is a real link with the href, and a plain click navigates inside the app (pushing history)', () => {
    renderAt('/', <Link to="/about-us?x=1">About</Link>);
    const a = screen.getByRole('link', { name: 'About' });
    expect(a.getAttribute('href')).toBe('/about-us?x=1');
    // fireEvent returns false when the default action (a full page load) was prevented.
    expect(fireEvent.click(a)).toBe(false);
    expect(where()).toBe('/about-us?x=1 PUSH null');
  });

  it('hands the state to the next page, and replaces when asked', () => {
    renderAt(
      '/',
      <Link to="/login" replace state={{ from: '/profile' }}>
        Log in
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(where()).toBe('/login REPLACE {"from":"/profile"}');
  });

  it('replaces the history entry when the link leads where the visitor already is', () => {
    renderAt('/about-us', <Link to="/about-us">About</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(where()).toBe('/about-us REPLACE null');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab, window, download)', (_name, init) => {
    renderAt('/', <Link to="/about-us">About</Link>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }), init)).toBe(true);
    expect(where()).toBe('/ POP null');
  });

  it('leaves a link with another target to the browser, and lets onClick cancel the navigation', () => {
    renderAt(
      '/',
      <>
        <Link to="/terms-condition" target="_blank">
          Terms
        </Link>
        <Link to="/privacy-policy" onClick={(e) => e.preventDefault()}>
          Privacy
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Terms' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(where()).toBe('/ POP null');
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/">Home</NavLink>
      <NavLink to="/set-password">Set</NavLink>
      <NavLink to="/set-password" end>
        Set (exact)
      </NavLink>
      <NavLink to="/contact-us">Contact</NavLink>
    </nav>
  );
  const current = () =>
    screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page')
      .map((a) => a.textContent);

  it('marks the link to the current page with aria-current="page", and no other', () => {
    renderAt('/contact-us', nav);
    expect(current()).toEqual(['Contact']);
  });

  it('marks a link on the pages below it unless `end`, and home only on home', () => {
    renderAt('/set-password/abc', nav);
    expect(current()).toEqual(['Set']);
    cleanup();
    renderAt('/', nav);
    expect(current()).toEqual(['Home']);
  });

  it('follows navigation', () => {
    renderAt('/', nav);
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(current()).toEqual(['Contact']);
  });
});
