import type { OutgoingMessage } from '../db/repositories/outbox.ts';

/** An e-mail's own words: its subject and its paragraphs (a paragraph's lines stay together). */
export interface Letter {
  subject: string;
  paragraphs: string[][];
}

/**
 * The words of the account calls' mail and texts in one language (messages-<language>.ts). The
 * envelope (recipient, greeting, the blank lines, the signature) is the same in every language
 * and put on here.
 */
export interface Letters {
  greeting: string;
  /** Someone signed up with an address that has an account: its owner may have forgotten it. */
  accountExists(publicUrl: string, token: string): Letter;
  /** The reset link goes in the fragment, so it never reaches a server log or a Referer (decision 010). */
  resetLink(publicUrl: string, token: string): Letter;
  resetCode(code: string): string;
  /** A new account's address is proven by opening this link (decision 065); the token in the fragment. */
  verifyLink(publicUrl: string, token: string): Letter;
  /** A new account's number is proven by typing this code back on the site. */
  verifyCode(code: string): string;
  passwordChanged(publicUrl: string): Letter;
  /** The account was deleted: what went, and what to do if it was not its owner (decision 063). */
  accountDeleted(publicUrl: string): Letter;
  accountDeletedText(publicUrl: string): string;
}

interface To {
  /** The account the mail is about; none for the notice that it was deleted. */
  userId?: string;
  email: string;
}

/** The mail and texts the account calls send, through the outbox (decision 011), in `words`' language. */
export function messagesIn(words: Letters) {
  const mail = (to: To, { subject, paragraphs }: Letter): OutgoingMessage => ({
    channel: 'email',
    recipient: to.email,
    userId: to.userId,
    subject,
    body: [words.greeting, ...paragraphs.flatMap((p) => ['', ...p]), '', 'PainPoint'].join('\n'),
  });
  return {
    accountExistsMail: (publicUrl: string, to: To, token: string) => mail(to, words.accountExists(publicUrl, token)),
    resetLinkMail: (publicUrl: string, to: To, token: string) => mail(to, words.resetLink(publicUrl, token)),
    resetCodeText: (to: { userId: string; phone: string }, code: string): OutgoingMessage => ({
      channel: 'sms',
      recipient: to.phone,
      userId: to.userId,
      body: words.resetCode(code),
    }),
    verifyLinkMail: (publicUrl: string, to: To, token: string) => mail(to, words.verifyLink(publicUrl, token)),
    verifyCodeText: (to: { userId: string; phone: string }, code: string): OutgoingMessage => ({
      channel: 'sms',
      recipient: to.phone,
      userId: to.userId,
      body: words.verifyCode(code),
    }),
    passwordChangedMail: (publicUrl: string, to: To) => mail(to, words.passwordChanged(publicUrl)),
    /**
     * To the address or number of an account just deleted: about nobody the site still knows (no
     * account id), and its row goes as soon as it is delivered.
     */
    accountDeletedNotice: (publicUrl: string, to: { email: string | null; phone: string | null }): OutgoingMessage =>
      to.email
        ? { ...mail({ email: to.email }, words.accountDeleted(publicUrl)), eraseWhenSent: true }
        : { channel: 'sms', recipient: to.phone ?? '', body: words.accountDeletedText(publicUrl), eraseWhenSent: true },
  };
}

export type Messages = ReturnType<typeof messagesIn>;
