import { useEffect, useId, useRef, useState } from 'react';
import {
  deleteKeptMessage,
  keptMessages,
  onKeptMessages,
  retryKeptMessage,
  type KeptMessage,
} from '../../../lib/offline/kept-messages.ts';
import { notify } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { askToSend, sendFromPage } from '../keep-for-later.ts';

/**
 * The contact messages kept on this device until they can be sent (docs/decisions/044): each with
 * what will happen to it, and a way to stop it; a refused one with the server's reason and a way to
 * try again. Says when one is sent. Where no service worker runs, this page sends them itself:
 * when it opens and when the browser is back online.
 */
export function KeptMessages() {
  const { t } = useTranslation('account');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [kept, setKept] = useState<KeptMessage[]>([]);

  useEffect(() => {
    let live = true;
    const load = () =>
      keptMessages().then(
        (k) => live && setKept(k),
        // Storage is blocked: nothing can have been kept.
        (e: unknown) => console.warn('PainPoint could not read the messages kept on this device', e),
      );
    void load();
    const stop = onKeptMessages((event) => {
      void load();
      if (event.type === 'sent') notify('success', t('contact.sent'));
      if (event.type === 'refused') notify('error', t('contact.keptRefused'));
    });
    const sendHere = () => {
      if (navigator.serviceWorker?.controller) return;
      sendFromPage().catch((e: unknown) => console.warn('PainPoint could not send the kept messages', e));
    };
    sendHere();
    window.addEventListener('online', sendHere);
    return () => {
      live = false;
      stop();
      window.removeEventListener('online', sendHere);
    };
  }, [t]);

  if (kept.length === 0) return null;

  const remove = async (messageId: string) => {
    const deleted = await deleteKeptMessage(messageId);
    notify('info', deleted ? t('contact.keptDeleted') : t('contact.keptAlreadySent'));
    heading.current?.focus();
  };
  const retry = async (messageId: string) => {
    await retryKeptMessage(messageId);
    await askToSend();
  };
  // The server's own words where they say what to do (a rejected form, too many messages).
  const reason = (refused: NonNullable<KeptMessage['refused']>) =>
    [400, 429].includes(refused.status) && refused.message ? refused.message : t('contact.failed');

  return (
    <section className="card kept-messages" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('contact.keptTitle')}
      </h2>
      <ul className="kept-list">
        {kept.map((k) => (
          <li key={k.id}>
            <p className="kept-text">{k.message.msg}</p>
            <p>{k.refused ? t('contact.keptNotSent', { reason: reason(k.refused) }) : t('contact.keptWaiting')}</p>
            <div className="button-row">
              {k.refused ? (
                <button type="button" className="button button-secondary button-small" onClick={() => void retry(k.id)}>
                  {t('contact.keptRetry')}
                </button>
              ) : null}
              <button type="button" className="button button-quiet button-small" onClick={() => void remove(k.id)}>
                {k.refused ? t('contact.keptDelete') : t('contact.keptCancel')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
