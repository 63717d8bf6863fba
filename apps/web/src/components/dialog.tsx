import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /** Called when the dialog closes by itself: Escape, the backdrop, or a form with method="dialog". */
  onClose(): void;
  /** The id of the dialog's visible title. */
  labelledBy: string;
  /** Where focus goes back to when the element that opened the dialog is gone (e.g. after login). */
  returnFocusTo?: () => HTMLElement | null;
  className?: string;
  children: ReactNode;
}

const isShown = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && (el.checkVisibility?.() ?? true);

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (so
 * focus stays inside) and Escape closes it. Focus starts on the first element marked
 * data-autofocus, and goes back to the element that opened it when it closes.
 */
export function Dialog({ open, onClose, labelledBy, returnFocusTo, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  const returnRef = useRef(returnFocusTo);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnRef.current = returnFocusTo;
  });

  // Opened as it is drawn, before the next key or tap can reach the page behind it (Preact runs a
  // plain effect only after the next frame; decision 153).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => {
      const back = isShown(opener.current) ? opener.current : returnRef.current?.();
      (back ?? document.getElementById('main'))?.focus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', restore);
    return () => dialog.removeEventListener('close', restore);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className ? `dialog ${className}` : 'dialog'}
      // A click on the backdrop (the dialog element itself, outside its content) closes it; a drag
      // that starts inside (selecting text in a field) and ends outside does not.
      onPointerDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && pressedOnBackdrop.current) e.currentTarget.close();
      }}
    >
      {/* The content exists only while open, so nothing typed (a password) stays behind. */}
      {open ? <div className="dialog-body">{children}</div> : null}
    </dialog>
  );
}
