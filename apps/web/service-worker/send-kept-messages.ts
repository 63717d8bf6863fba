import { MESSAGE_KEY_HEADER } from '@painpoint/contracts/account-constants';
import { apiPaths } from '../src/lib/paths.ts';
import { REFRESH_LOCK } from '../src/lib/offline/protocol.ts';
import { sendKeptMessages, type KeptMessage, type SendOutcome } from '../src/lib/offline/kept-messages.ts';
import { tokenSubject } from '../src/lib/token-claims.ts';

/**
 * The worker's side of contact messages kept offline (docs/decisions/044): sends them to the same
 * call as the contact form, POST /user/user-msg/, with the same session the form would use.
 */

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

/**
 * A fresh access token for `account`, from the refresh cookie (as a page gets one, under the same
 * lock), if this browser is still logged in to that account; undefined if it is not (the message
 * then goes as a visitor's, as the form's would); 'later' without a network.
 */
async function accessTokenOf(account: string): Promise<string | undefined | 'later'> {
  const refresh = async (): Promise<string | undefined | 'later'> => {
    let res: Response;
    try {
      res = await fetch(apiPaths.account.refresh, { method: 'POST', headers: JSON_HEADERS, body: '{}' });
    } catch {
      return 'later';
    }
    if (res.status >= 500 || res.status === 429) return 'later';
    if (!res.ok) return undefined;
    const access = ((await res.json()) as { access?: unknown }).access;
    return typeof access === 'string' && tokenSubject(access) === account ? access : undefined;
  };
  // (The typings nest the callback's promise; at run time it is one promise.)
  return navigator.locks ? navigator.locks.request(REFRESH_LOCK, refresh).then((token) => token) : refresh();
}

/** The server's message for a refused message (plain English, meant for people), if it sent one. */
async function reasonOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : '';
}

/** Sends the kept messages; 'later' when some must wait for the network. */
export function sendKept(): Promise<'done' | 'later'> {
  // One refresh per account and run.
  const tokens = new Map<string, string | undefined>();
  return sendKeptMessages(async (kept: KeptMessage): Promise<SendOutcome> => {
    const headers: Record<string, string> = { ...JSON_HEADERS, [MESSAGE_KEY_HEADER]: kept.id };
    if (kept.account) {
      if (!tokens.has(kept.account)) {
        const token = await accessTokenOf(kept.account);
        if (token === 'later') return 'later';
        tokens.set(kept.account, token);
      }
      const token = tokens.get(kept.account);
      if (token) headers.authorization = `Bearer ${token}`;
    }
    let res: Response;
    try {
      res = await fetch(apiPaths.account.message, { method: 'POST', headers, body: JSON.stringify(kept.message) });
    } catch {
      return 'later';
    }
    if (res.ok) return 'sent';
    if (res.status >= 400 && res.status < 500) return { refused: { status: res.status, message: await reasonOf(res) } };
    return 'later';
  });
}

/**
 * How long to wait before trying again, in ms, when a page asked for the kept messages to be sent
 * and they met no network although the browser says it is online: just after the network comes
 * back, the connection can still be coming up. Where the browser has Background Sync it tries again
 * itself; where it has not (Firefox, Safari), nothing else would until the next visit or the next
 * time the browser goes offline and online (decision 152).
 */
const AGAIN_AFTER = [2_000, 5_000, 10_000];

/** Sends the kept messages for a page that asked, trying again a few times while online. */
export async function sendKeptWhenAsked(): Promise<void> {
  if ((await sendKept()) === 'done') return;
  for (const wait of AGAIN_AFTER) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (!navigator.onLine || (await sendKept()) === 'done') return;
  }
}
