import { useCallback, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * The open state of a header menu (the mobile menu, the profile menu): any navigation (a link, or
 * the browser's Back) closes it, and so does Escape, which gives focus back to its button. With
 * `within`, a click or focus outside that element closes it too.
 */
export function useDisclosure(within?: RefObject<HTMLElement | null>) {
  // The address it was opened at, or null when closed. A page that loads its code shows a moment
  // after the address changes (the router waits for it); a menu opened in that moment was opened
  // on the new page, and its arrival does not close it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn !== null;
  const setOpen = useCallback((next: boolean | ((open: boolean) => boolean)) => {
    setOpenedOn((on) => {
      const opening = typeof next === 'function' ? next(on !== null) : next;
      return opening ? (on ?? window.location.pathname) : null;
    });
  }, []);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    if (openedOn !== pathname) setOpenedOn(null);
  }
  // Listening from the moment the menu is drawn open: Preact runs a plain effect after the next
  // frame, and an Escape pressed right after the tap that opened the menu was lost (decision 153).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onOutside = (e: Event) => {
      if (within && !within.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, within, setOpen]);
  return { open, setOpen, id, button };
}
