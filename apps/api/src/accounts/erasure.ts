import type { Database, Query } from '../db/client.ts';
import { deleteContactMessagesFrom } from '../db/repositories/contact-messages.ts';
import { deleteMessagesTo, enqueueMessage } from '../db/repositories/outbox.ts';
import { deleteUser, findUserContact } from '../db/repositories/users.ts';
import { recordErasure } from './erasure-journal.ts';
import { messagesFor } from './messages-for.ts';
import { textRefusal } from './text-destinations.ts';

/** Whose data is erased: the account and the address or number it was known by. */
export interface Erasable {
  id: string;
  email: string | null;
  phone: string | null;
}

export interface ErasureOptions {
  publicUrl: string;
  /** The erasure journal's file (decision 111). */
  journal: string;
  /** Deletes what a transport kept of the messages to these recipients (the development spool); answers how many. */
  forgetMessages: (recipients: string[]) => Promise<number>;
}

/**
 * Deletes the account and everything stored about the person, in one transaction (DPDP Act, s. 12;
 * decision 063), with the messages to them kept in the development spool, records the erasure in
 * the journal outside the database (decision 111), and queues the one message left about them: the
 * notice that the account was deleted, in their language, kept only until delivered. The spool is
 * cleaned before the notice is queued, so a delivery round cannot write the notice first and have
 * it deleted. The journal is written and flushed inside the transaction, before the commit: if it
 * cannot be written nothing is deleted and the caller gets the error, so an erasure reported as
 * done can always be made again after a restore from an older backup. Answers how many spooled
 * messages went.
 */
export async function eraseAccount(database: Database, who: Erasable, opts: ErasureOptions): Promise<number> {
  return database.transaction(async (tx) => {
    const { accountDeletedNotice } = await messagesFor(tx, who.id);
    await eraseRows(tx, who);
    const spooled = await opts.forgetMessages(recipientsOf(who));
    // No text to a number the site does not text (decision 109): an account made before that rule.
    if (who.email || (who.phone && !textRefusal(who.phone)))
      await enqueueMessage(tx, accountDeletedNotice(opts.publicUrl, who));
    await recordErasure(opts.journal, who.id);
    return spooled;
  });
}

const recipientsOf = (who: Erasable) => [who.email, who.phone].filter((r): r is string => r !== null);

/**
 * Erases an account again in a database restored from a backup, with no notice (the person had
 * theirs when it was first erased). Answers whether the account was there to erase.
 */
export async function eraseAccountAgain(database: Database, accountId: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const who = await findUserContact(tx, accountId);
    if (!who) return false;
    await eraseRows(tx, who);
    return true;
  });
}

/**
 * The rows that name the account go with it (ON DELETE CASCADE: profile, consent records, history
 * and saved assessments, logins and refresh tokens, links and codes, its mail and its contact
 * messages with the team's mail about them); what only holds the address or number is deleted
 * here: contact messages sent with the address as a visitor (and the team's mail about them), and
 * any mail or text to the address or number.
 */
async function eraseRows(tx: Query, who: Erasable): Promise<void> {
  if (who.email) await deleteContactMessagesFrom(tx, who.email);
  await deleteMessagesTo(tx, recipientsOf(who));
  await deleteUser(tx, who.id);
}
