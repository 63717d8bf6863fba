import { useEffect, useRef, type RefObject } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Forms whose submit `theme-init.js` held back because it came before the form was live. */
declare global {
  interface Window {
    painpointHeldSubmits?: WeakSet<HTMLFormElement>;
  }
}

/** The element's own value setter, which React's change tracking does not see. */
function setUntracked(control: TextControl, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
}

/** Replays each field the visitor changed before the form was live as their own input. */
function replayFields(form: HTMLFormElement): void {
  for (const control of form.querySelectorAll<TextControl>('input, textarea')) {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked === control.defaultChecked) continue;
      // Back to where the app thinks it is, then the visitor's tick as a real click.
      control.checked = control.defaultChecked;
      control.click();
      continue;
    }
    if (control.value === control.defaultValue) continue;
    const typed = control.value;
    // Through React's tracked setter to what it rendered, then untracked to what was typed: the
    // input event below is then a change React reports to the form's own handler.
    control.value = control.defaultValue;
    setUntracked(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** What goes on the `<form>`: its ref, and the mark `theme-init.js` holds early submits by. */
export interface EarlyInputProps {
  ref: RefObject<HTMLFormElement | null>;
  'data-early-input': '';
}

/**
 * For a form on a prerendered page (decision 014): what the visitor typed or ticked before the
 * page's scripts had run is on screen, but the app never heard of it, so it would be sent empty or
 * refused as missing. Once the form is live, each such field is replayed as the visitor's own input
 * (React then hears a change, as if typed now). Fields nobody touched are left alone.
 *
 * A submit in that time (a tap on the button, Enter in a field) is held by `theme-init.js`, which
 * runs before the page is drawn: the browser's own submit would have reloaded the page with what
 * was typed, password included, in its address. Once the fields are replayed and rendered, a held
 * submit is sent as the form's own. Returns the props to spread on the `<form>`.
 */
export function useEarlyInput(): EarlyInputProps {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    replayFields(form);
    form.setAttribute('data-live', '');
    const held = window.painpointHeldSubmits;
    if (!held?.has(form)) return;
    held.delete(form);
    // After React has rendered the replayed values, so the form's handler sends them.
    const timer = setTimeout(() => {
      if (form.isConnected) form.requestSubmit();
    });
    return () => clearTimeout(timer);
  }, []);
  return { ref, 'data-early-input': '' };
}
