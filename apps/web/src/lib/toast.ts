/** docs/product.md §8 toast kinds. */
export type ToastKind = 'error' | 'success' | 'warning' | 'info';
/** A button in the toast; a toast with one stays until the visitor closes it or presses it. */
export interface ToastAction {
  label: string;
  run: () => void;
}
export interface ToastMessage {
  kind: ToastKind;
  message: string;
  action?: ToastAction | undefined;
}

type Listener = (t: ToastMessage) => void;
const listeners = new Set<Listener>();
const queued: ToastMessage[] = [];

/**
 * Shows a toast. The toast library is loaded on the first toast, not with the page, so the
 * home page stays light; toasts raised before it is ready are queued and shown in order.
 */
export function notify(kind: ToastKind, message: string, action?: ToastAction): void {
  const t = { kind, message, action };
  if (listeners.size === 0) queued.push(t);
  for (const l of listeners) l(t);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  for (const t of queued.splice(0)) listener(t);
  return () => listeners.delete(listener);
}

/** Lets the lazy toast host know a toast is waiting before it subscribes. */
export function onFirstToast(callback: () => void): () => void {
  if (queued.length > 0) {
    callback();
    return () => undefined;
  }
  const l: Listener = (t) => {
    queued.push(t);
    listeners.delete(l);
    callback();
  };
  listeners.add(l);
  return () => listeners.delete(l);
}
