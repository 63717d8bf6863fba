import { useEffect, useRef, type RefObject } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The element's own value setter, which React's change tracking does not see. */
function setUntracked(control: TextControl, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
}

/**
 * For a form on a prerendered page (decision 014): what the visitor typed or ticked before the
 * page's scripts had run is on screen, but the app never heard of it, so it would be sent empty or
 * refused as missing. Once the form is live, each such field is replayed as the visitor's own input
 * (React then hears a change, as if typed now). Fields nobody touched are left alone. Returns the
 * ref to put on the `<form>`.
 */
export function useEarlyInput(): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const controls = form.current?.querySelectorAll<TextControl>('input, textarea') ?? [];
    for (const control of controls) {
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
  }, []);
  return form;
}
