import { LOGOUT_ENDED, LOGOUT_PENDING, type WorkerMessage } from './protocol.ts';

/** Background Sync's part of a registration (Chromium): not in TypeScript's DOM types. */
interface WithSync {
  sync?: { register(tag: string): Promise<void> };
}

let told: Promise<void> = Promise.resolve();

async function tell(pending: boolean): Promise<void> {
  // The registration even when it does not control this page (a hard reload): its note must follow.
  const registration = await navigator.serviceWorker?.getRegistration();
  const worker = registration?.active;
  if (!worker) return;
  worker.postMessage({ type: pending ? LOGOUT_PENDING : LOGOUT_ENDED } satisfies WorkerMessage);
  if (!pending) return;
  try {
    // The worker sends the logout when the browser judges it is online, even with no page open.
    await (registration as WithSync).sync?.register(LOGOUT_PENDING);
  } catch {
    // Background Sync refused (a setting): the worker sends it before the next request it sees.
  }
}

/**
 * Tells the service worker, if one runs, whether a logout waits for the server (decision 107): it
 * keeps its own note, which deleting the page's cookie does not remove. In the order told.
 */
export function tellWorkerLogoutPending(pending: boolean): Promise<void> {
  told = told
    .then(() => tell(pending))
    .catch((e: unknown) => {
      console.warn('PainPoint could not tell its service worker about the logout', e);
    });
  return told;
}
