import type { OutgoingMessage } from '../db/repositories/outbox.ts';
import type { Letter, Letters } from '../wording/letters.ts';

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
