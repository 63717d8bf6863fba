import { getLanguage, translator } from '../i18n.ts';
import { afterLanguageChosen } from '../language.ts';
import { notify } from '../toast.ts';
import {
  CACHE_KNOWLEDGE_BASE,
  SEND_KEPT_MESSAGES,
  SERVICE_WORKER_URL,
  SKIP_WAITING,
  type WorkerMessage,
} from './protocol.ts';

const post = (worker: ServiceWorker, message: WorkerMessage) => worker.postMessage(message);

/**
 * Offers the waiting worker (a new version of the site): it takes over only when the visitor
 * presses "Reload", never by itself in the middle of an assessment.
 */
function offerUpdate(worker: ServiceWorker): void {
  const t = translator('common');
  notify('info', t('offline.updateReady'), {
    label: t('offline.reload'),
    run: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      post(worker, { type: SKIP_WAITING });
    },
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // With no controller this is the first worker, which takes charge by itself: nothing to offer.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  });
}

/**
 * Once the worker runs, and the page is idle: keep the page's language for use offline — its pages
 * and strings, and the knowledge base in it brought up to date — (and each language chosen later),
 * and send any contact message kept on the device (docs/decisions/044), and again each time the
 * browser is back online. (The worker finds nothing to send in a moment when nothing is kept.)
 */
async function askWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const ask = () => {
    if (!registration.active) return;
    post(registration.active, { type: CACHE_KNOWLEDGE_BASE, language: getLanguage() });
    post(registration.active, { type: SEND_KEPT_MESSAGES });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(ask, { timeout: 10_000 });
  else setTimeout(ask, 2000);
  // A language chosen: its pages, strings and knowledge base kept too, and pages opened without a
  // network in it.
  afterLanguageChosen((language) => {
    if (registration.active) post(registration.active, { type: CACHE_KNOWLEDGE_BASE, language });
  });
  window.addEventListener(
    'online',
    () => registration.active && post(registration.active, { type: SEND_KEPT_MESSAGES }),
  );
}

/** Registers the service worker (docs/decisions/041); main.tsx calls it once the page has loaded. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL)
    .then((registration) => {
      watchForUpdates(registration);
      return askWorker();
    })
    .catch((e: unknown) => {
      // The site works as before, online only.
      console.warn('PainPoint could not set itself up to work offline', e);
    });
}
