import type { Language } from '@painpoint/contracts/languages';
import type { Query } from '../db/client.ts';
import type { Outbox } from '../plugins/app/outbox.ts';
import { messagesInLanguage } from './messages-for.ts';
import { issueCode, issueLink } from './one-time.ts';

/** Where a new account's proof goes: a link to its address, or a code to its number. */
export type Unproven = { userId: string; email: string } | { userId: string; phone: string };

export interface VerificationSender {
  publicUrl: string;
  /** The key SMS codes are hashed under. */
  secret: string;
  outbox: Outbox;
}

/**
 * Queues, in the caller's transaction, the link (by mail, `/verify#token=…`) or the 6-digit code (by
 * SMS) that proves a new account's address or number (decision 065), in the language of its
 * sign-up. Earlier verify links or codes of the account stop working, unless `keepEarlier`: a
 * sign-up leaves the links and codes of the account's other sign-ups alone (decision 110), since the
 * owner may open any of them.
 */
export async function queueVerification(
  tx: Query,
  sender: VerificationSender,
  to: Unproven,
  language: Language,
  keepEarlier = false,
): Promise<void> {
  const messages = messagesInLanguage(language);
  if ('email' in to) {
    const { token } = await issueLink(tx, to.userId, 'verify', undefined, !keepEarlier);
    await sender.outbox.enqueue(tx, messages.verifyLinkMail(sender.publicUrl, to, token));
  } else {
    const code = await issueCode(tx, sender.secret, to.userId, 'verify_code', !keepEarlier);
    await sender.outbox.enqueue(tx, messages.verifyCodeText(to, code));
  }
}
