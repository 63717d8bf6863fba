import { useRef, useState, type FormEvent } from 'react';
import { notify } from '../../lib/toast.ts';

/** What a send resolves to: a failure's message (said as `tell` says), or nothing once it worked. */
type Sent = Promise<string | undefined | void>;

interface CommonOptions {
  /**
   * Whether there is anything to send (every field the button needs is filled in); the form
   * disables its button on the same condition. A submit while it is false (Enter in a field, or
   * one held from before the page was live) does nothing, and leaves the alert as it is.
   */
  ready?: boolean;
  /** The message for what the send threw; undefined when the form has said it itself (beside a field). */
  failed(error: unknown): string | undefined;
  /** Where a failure is said: the form's alert (`error`, shown by FormMessage) or a toast. */
  tell?: 'alert' | 'toast';
  /**
   * Success takes the visitor away from the form (another page, a closed dialog, a logout): it
   * stays busy until then, so a second press cannot send again while the next page loads.
   */
  leaves?: boolean;
  /**
   * Where focus goes once the send is over (`sent`: it worked) and the button works again: the
   * disabled button lost it. Not called when success leaves the form.
   */
  refocus?: (sent: boolean) => HTMLElement | null | undefined;
}

export type SubmitOptions<T> = CommonOptions &
  (
    | {
        /**
         * Checks what was typed before anything is sent (the alert has been cleared): returns what
         * to send, or undefined after marking the fields and moving focus to the first one.
         */
        check: () => T | undefined;
        send(checked: T): Sent;
      }
    | { check?: undefined; send(): Sent }
  );

export interface Submit {
  /** A send runs: the button is disabled (SubmitButton) and a second submit is ignored. */
  busy: boolean;
  /** The `ready` option as given (true when none was): the button is disabled without it. */
  ready: boolean;
  /** The form's alert: the last failure, cleared by the next submit. */
  error: string | undefined;
  setError(message: string | undefined): void;
  /** Checks and sends, unless a send already runs or nothing is ready; for a button outside a form. */
  run(): Promise<void>;
  /** The `<form>`'s onSubmit: the page is not reloaded, then as `run`. */
  onSubmit(e: FormEvent): void;
}

/**
 * The one way a form (or a dialog's button) sends a request: busy while it runs, a second submit
 * meanwhile ignored, the failure in the form's alert or a toast, and focus back where the visitor
 * acts next. Not React's useActionState: it queues a second submit instead of ignoring it, sends
 * an action's throw to the error boundary, and a function as a prerendered form's action is
 * written with an inline script the site's CSP refuses (decision 080).
 */
export function useSubmit<T>(options: SubmitOptions<T>): Submit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Beside the state: two submits in one tick (a held one and a click) both see its old value.
  const running = useRef(false);
  const { ready = true, tell = 'alert' } = options;

  const run = async () => {
    if (running.current || !ready) return;
    setError(undefined);
    let send: () => Sent;
    if (options.check) {
      const checked = options.check();
      if (checked === undefined) return;
      send = () => options.send(checked);
    } else send = () => options.send();
    running.current = true;
    setBusy(true);
    let sent = false;
    let message: string | undefined;
    try {
      const found = await send();
      if (typeof found === 'string') message = found;
      else if (options.leaves) return;
      else sent = true;
    } catch (e) {
      message = options.failed(e);
    }
    running.current = false;
    setBusy(false);
    if (message !== undefined) {
      if (tell === 'toast') notify('error', message);
      else setError(message);
    }
    const refocus = options.refocus;
    if (refocus) requestAnimationFrame(() => refocus(sent)?.focus());
  };

  return {
    busy,
    ready,
    error,
    setError,
    run,
    onSubmit: (e) => {
      e.preventDefault();
      void run();
    },
  };
}
