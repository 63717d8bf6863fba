import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * The open state of a header menu (the mobile menu, the profile menu): any navigation (a link, or
 * the browser's Back) closes it, and so does Escape, which gives focus back to its button. With
 * `within`, a click or focus outside that element closes it too.
 */
export function useDisclosure(within?: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
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
  }, [open, within]);
  return { open, setOpen, id, button };
}
