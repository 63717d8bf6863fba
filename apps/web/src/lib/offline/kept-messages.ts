import type { ContactMessage } from '@painpoint/contracts';
import { clear, createStore, del, get, keys, set, values, type UseStore } from 'idb-keyval';

/**
 * Contact messages written without a network, kept on the device (IndexedDB) until they are sent
 * (docs/decisions/044). The contact page keeps and lists them; the service worker sends them (by
 * Background Sync, or when a page asks), or the page does where there is no worker. Free of DOM and
 * worker types: both sides import it. Never imported by the home page's code.
 */

/** A message kept on the device. */
export interface KeptMessage {
  /** Made on the device; sent as the message's Idempotency-Key, so the server stores it once. */
  id: string;
  message: ContactMessage;
  /** The account whose session it was written in: sent with that account's session only. */
  account?: string | undefined;
  /** When it was kept (milliseconds since the epoch): sent oldest first. */
  keptAt: number;
  /** The server refused it (a 4xx answer): kept and shown with the answer, not sent again by itself. */
  refused?: { status: number; message: string } | undefined;
}

/** What became of one try to send a message. */
export type SendOutcome = 'sent' | 'later' | { refused: { status: number; message: string } };

/** Told to every page (and the worker) on a BroadcastChannel of this name when a kept message changes. */
const CHANNEL = 'pp-kept-messages';
export interface KeptMessageEvent {
  type: 'kept' | 'sent' | 'refused' | 'deleted';
  id: string;
}

/**
 * Sending and deleting hold this Web Lock, in the pages and in the worker, so a message is never
 * sent by two of them at once, nor deleted while it is being sent.
 */
const LOCK = 'pp-kept-messages';

let db: UseStore | undefined;
/** Opened on first use, not on import. */
const store = () => (db ??= createStore('painpoint-kept-messages', 'messages'));

function exclusively<T>(task: () => Promise<T>): Promise<T> {
  // (The DOM typings nest the callback's promise; at run time it is one promise.)
  return navigator.locks ? (navigator.locks.request(LOCK, task) as Promise<T>) : task();
}

function tell(event: KeptMessageEvent): void {
  if (typeof BroadcastChannel !== 'function') return;
  // A channel object does not hear its own messages: a new one, so this context's listeners do.
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(event);
  channel.close();
}

/** Calls `listener` for every change to the kept messages (made here or in another tab or the worker). */
export function onKeptMessages(listener: (event: KeptMessageEvent) => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<KeptMessageEvent>) => listener(e.data);
  return () => channel.close();
}

/** A new message id: a random UUID (also where `crypto.randomUUID` is missing, outside HTTPS). */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps a message on the device. Rejects when it cannot be stored (storage blocked or full). */
export async function keepMessage(kept: KeptMessage): Promise<void> {
  await set(kept.id, kept, store());
  tell({ type: 'kept', id: kept.id });
}

/** The kept messages, oldest first. */
export async function keptMessages(): Promise<KeptMessage[]> {
  return (await values<KeptMessage>(store())).sort((a, b) => a.keptAt - b.keptAt);
}

/**
 * Deletes a kept message, so it is not sent. Waits for a send in progress; answers false when the
 * message is no longer kept (it was sent meanwhile).
 */
export function deleteKeptMessage(id: string): Promise<boolean> {
  return exclusively(async () => {
    if (!(await get(id, store()))) return false;
    await del(id, store());
    tell({ type: 'deleted', id });
    return true;
  });
}

/**
 * Deletes every kept message: the person logged out, and the next one to use the device must not
 * find their words (decision 073). Waits for a send in progress, so a message is sent whole or not.
 */
export function forgetKeptMessages(): Promise<void> {
  return exclusively(async () => {
    const ids = await keys<string>(store());
    if (ids.length === 0) return;
    await clear(store());
    for (const id of ids) tell({ type: 'deleted', id });
  });
}

/** Lets a refused message be sent again (the visitor asked to try again). */
export function retryKeptMessage(id: string): Promise<void> {
  return exclusively(async () => {
    const kept = await get<KeptMessage>(id, store());
    if (kept?.refused) await set(id, { ...kept, refused: undefined }, store());
  });
}

/**
 * Sends the kept messages that are not refused, oldest first, one at a time, with `send`: a sent
 * one is deleted, a refused one is kept with the answer and left alone. Stops at the first that
 * must wait (no network, or the server is unwell), and answers 'later' then, else 'done'.
 */
export function sendKeptMessages(send: (kept: KeptMessage) => Promise<SendOutcome>): Promise<'done' | 'later'> {
  return exclusively(async () => {
    for (const kept of await keptMessages()) {
      if (kept.refused) continue;
      const outcome = await send(kept);
      if (outcome === 'later') return 'later';
      if (outcome === 'sent') {
        await del(kept.id, store());
        tell({ type: 'sent', id: kept.id });
      } else {
        await set(kept.id, { ...kept, refused: outcome.refused }, store());
        tell({ type: 'refused', id: kept.id });
      }
    }
    return 'done';
  });
}
