import type { ContactMessage } from '@painpoint/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { keepMessage, sendKeptMessages, type SendOutcome } from '../../lib/offline/kept-messages.ts';
import { SEND_KEPT_MESSAGES, type WorkerMessage } from '../../lib/offline/protocol.ts';
import { accessToken, sessionAccount } from '../../lib/session.ts';
import { tokenSubject } from '../../lib/token-claims.ts';
import { sendMessage } from './api/send-message.ts';

/**
 * The page's side of contact messages written without a network (docs/decisions/044): keeps them
 * on the device and has them sent once the browser is online — by the service worker where one
 * runs (Background Sync where the browser has it), else by this page.
 */

/** Background Sync's part of a registration (Chromium): not in TypeScript's DOM types. */
interface WithSync {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Keeps `message` on the device under `id` (the key it was, or would have been, sent with) and
 * asks for it to be sent when online. Rejects only when the device cannot store it.
 */
export async function keepForLater(message: ContactMessage, id: string): Promise<void> {
  await keepMessage({ id, message, account: sessionAccount(), keptAt: Date.now() });
  // Kept: the next load or the next time online asks again if this fails.
  askToSend().catch((e: unknown) => console.warn('PainPoint could not ask for the kept messages to be sent', e));
}

/**
 * Has the kept messages sent: the worker sends them, when the browser says it is online (Background
 * Sync), or now when there is no such thing and the browser is online; with no worker, this page.
 */
export async function askToSend(): Promise<void> {
  const registration = navigator.serviceWorker?.controller
    ? await navigator.serviceWorker.getRegistration()
    : undefined;
  const worker = registration?.active;
  if (!worker) {
    if (navigator.onLine) await sendFromPage();
    return;
  }
  try {
    const sync = (registration as WithSync).sync;
    if (sync) return await sync.register(SEND_KEPT_MESSAGES);
  } catch {
    // Background Sync refused (a setting): the pages ask the worker instead, as below.
  }
  if (navigator.onLine) worker.postMessage({ type: SEND_KEPT_MESSAGES } satisfies WorkerMessage);
}

/**
 * Sends the kept messages from this page (where no worker runs): each with the session of the
 * account that wrote it if this tab holds it, else as a visitor's; a refused one is kept with the
 * server's answer.
 */
export function sendFromPage(): Promise<'done' | 'later'> {
  return sendKeptMessages(async (kept): Promise<SendOutcome> => {
    const token = kept.account ? await accessToken() : undefined;
    const asVisitor = !token || tokenSubject(token) !== kept.account;
    try {
      await sendMessage(kept.message, kept.id, asVisitor);
      return 'sent';
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) return 'later';
      // Stored, but its answer could not be read.
      if (e.status < 400) return 'sent';
      return { refused: { status: e.status, message: e.message } };
    }
  });
}
