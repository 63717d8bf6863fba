import { CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts';
import type { OutgoingMessage } from '../db/repositories/outbox.ts';

/** The mail and texts the account calls send, through the outbox (decision 011). */

interface To {
  userId: string;
  email: string;
}

/** Someone signed up with an address that has an account: its owner may have forgotten it. */
export function accountExistsMail(publicUrl: string, to: To, token: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    userId: to.userId,
    subject: 'You already have a PainPoint account',
    body: [
      'Hello,',
      '',
      'Someone tried to create a PainPoint account with this e-mail address, which already has one.',
      '',
      `If it was you, you can log in at ${publicUrl}/login, or choose a new password with this link within ${LINK_TTL_MINUTES} minutes (it works once):`,
      `${publicUrl}/set-password/${token}`,
      '',
      'If it was not you, you can ignore this e-mail: nothing has changed.',
      '',
      'PainPoint',
    ].join('\n'),
  };
}

/** The reset link goes in the fragment, so it never reaches a server log or a Referer (decision 010). */
export function resetLinkMail(publicUrl: string, to: To, token: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    userId: to.userId,
    subject: 'Choose a new PainPoint password',
    body: [
      'Hello,',
      '',
      'Someone (we hope you) asked to choose a new password for the PainPoint account that uses this e-mail address.',
      '',
      `To choose a new password, open this link within ${LINK_TTL_MINUTES} minutes. It works once:`,
      `${publicUrl}/reset-password#token=${token}`,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      '',
      'PainPoint',
    ].join('\n'),
  };
}

export function resetCodeText(to: { userId: string; phone: string }, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: to.phone,
    userId: to.userId,
    body: `Your PainPoint code is ${code}. It works for ${CODE_TTL_MINUTES} minutes. Never share it. If you did not ask for it, ignore this text.`,
  };
}

export function passwordChangedMail(publicUrl: string, to: To): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    userId: to.userId,
    subject: 'Your PainPoint password was changed',
    body: [
      'Hello,',
      '',
      'The password of your PainPoint account was just changed, and every device that was logged in has been logged out.',
      '',
      `If this was not you, choose a new password at once at ${publicUrl}/forgot-password and write to us at ${publicUrl}/contact-us.`,
      '',
      'PainPoint',
    ].join('\n'),
  };
}
