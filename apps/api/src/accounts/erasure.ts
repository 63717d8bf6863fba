import type { Database } from '../db/client.ts';
import { deleteContactMessagesFrom } from '../db/repositories/contact-messages.ts';
import { deleteMessagesTo, enqueueMessage } from '../db/repositories/outbox.ts';
import { deleteUser } from '../db/repositories/users.ts';
import { messagesFor } from './messages-for.ts';
import { textRefusal } from './text-destinations.ts';

/** Whose data is erased: the account and the address or number it was known by. */
export interface Erasable {
  id: string;
  email: string | null;
  phone: string | null;
}

/**
 * Deletes the account and everything stored about the person, in one transaction (DPDP Act, s. 12;
 * decision 063): the rows that name the account go with it (ON DELETE CASCADE: profile, consent
 * records, history and saved assessments, logins and refresh tokens, links and codes, its mail and
 * its contact messages with the team's mail about them), and what only holds the address or number
 * is deleted here: contact messages sent with the address as a visitor (and the team's mail about
 * them), and any mail or text to the address or number. Then the one message left about them is
 * queued: the notice that the account was deleted, in their language, kept only until delivered.
 */
export async function eraseAccount(database: Database, who: Erasable, publicUrl: string): Promise<void> {
  await database.transaction(async (tx) => {
    const { accountDeletedNotice } = await messagesFor(tx, who.id);
    if (who.email) await deleteContactMessagesFrom(tx, who.email);
    await deleteMessagesTo(
      tx,
      [who.email, who.phone].filter((r): r is string => r !== null),
    );
    await deleteUser(tx, who.id);
    // No text to a number the site does not text (decision 109): an account made before that rule.
    if (who.email || (who.phone && !textRefusal(who.phone)))
      await enqueueMessage(tx, accountDeletedNotice(publicUrl, who));
  });
}
