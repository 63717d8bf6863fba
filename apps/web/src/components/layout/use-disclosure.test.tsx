import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from './use-disclosure.ts';
import { useRouteFocus } from './use-route-focus.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Menu() {
  // As in the header: a menu with an outside that focus can move to, and the page's focus on navigation.
  const wrap = useRef<HTMLDivElement>(null);
  const { open, setOpen, id, button } = useDisclosure(wrap);
  useRouteFocus();
  const navigate = useNavigate();
  return (
    <>
      <div ref={wrap}>
        <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          Menu
        </button>
        <ul id={id} hidden={!open}>
          <li>Logout</li>
        </ul>
      </div>
      <main id="main" tabIndex={-1} />
      {['/profile', '/about-us'].map((to) => (
        <button key={to} type="button" onClick={() => void navigate(to)}>
          {`Go to ${to}`}
        </button>
      ))}
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Menu />
    </MemoryRouter>,
  );
/** Navigates the way a page does, without any keyboard focus or pointer down outside the menu. */
const goTo = (to: string) => act(() => screen.getByRole('button', { name: `Go to ${to}` }).click());
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('useDisclosure', () => {
  it('opens and closes on its button, and any navigation closes it', () => {
    renderAt('/');
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton());
    goTo('/about-us');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open when opened after the address changed but before the new page showed', () => {
    // After signing up the address says /profile at once; the page shows when its code has loaded.
    renderAt('/register');
    window.history.replaceState(null, '', '/profile');
    menuButton().focus();
    fireEvent.click(menuButton());
    goTo('/profile');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    // Going on from there closes it as before.
    window.history.replaceState(null, '', '/about-us');
    goTo('/about-us');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderAt('/');
    fireEvent.click(menuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });
});
