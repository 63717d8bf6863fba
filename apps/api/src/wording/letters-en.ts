import { CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts';
import type { Letters } from './letters.ts';

/**
 * The account calls' mail and texts in English, part of the API's English words (`en.ts`,
 * `letters`); accounts/messages.ts puts them in their envelope.
 */
export const lettersEn: Letters = {
  greeting: 'Hello,',
  accountExists: (publicUrl, token) => ({
    subject: 'You already have a PainPoint account',
    paragraphs: [
      ['Someone tried to create a PainPoint account with this e-mail address, which already has one.'],
      [
        `If it was you, you can log in at ${publicUrl}/login, or choose a new password with this link within ${LINK_TTL_MINUTES} minutes (it works once):`,
        `${publicUrl}/set-password/link#token=${token}`,
      ],
      ['If it was not you, you can ignore this e-mail: nothing has changed.'],
    ],
  }),
  resetLink: (publicUrl, token) => ({
    subject: 'Choose a new PainPoint password',
    paragraphs: [
      ['Someone (we hope you) asked to choose a new password for the PainPoint account that uses this e-mail address.'],
      [
        `To choose a new password, open this link within ${LINK_TTL_MINUTES} minutes. It works once:`,
        `${publicUrl}/reset-password#token=${token}`,
      ],
      ['If you did not ask for this, you can ignore this e-mail: your password stays as it is.'],
    ],
  }),
  resetCode: (code) =>
    `Your PainPoint code is ${code}. It works for ${CODE_TTL_MINUTES} minutes. Never share it. If you did not ask for it, ignore this text.`,
  verifyLink: (publicUrl, token) => ({
    subject: 'Confirm your PainPoint account',
    paragraphs: [
      ['Someone (we hope you) created a PainPoint account with this e-mail address.'],
      [
        `To confirm that this address is yours, open this link within ${LINK_TTL_MINUTES} minutes. It works once:`,
        `${publicUrl}/verify#token=${token}`,
      ],
      ['Until then, the account cannot be used. If it was not you, ignore this e-mail: the account will not work.'],
    ],
  }),
  verifyCode: (code) =>
    `Your PainPoint code to confirm your number is ${code}. It works for ${CODE_TTL_MINUTES} minutes. Never share it. If you did not create an account, ignore this text.`,
  passwordChanged: (publicUrl) => ({
    subject: 'Your PainPoint password was changed',
    paragraphs: [
      [
        'The password of your PainPoint account was just changed, and every device that was logged in has been logged out.',
      ],
      [
        `If this was not you, choose a new password at once at ${publicUrl}/forgot-password and write to us at ${publicUrl}/contact-us.`,
      ],
    ],
  }),
  accountDeleted: (publicUrl) => ({
    subject: 'Your PainPoint account was deleted',
    paragraphs: [
      [
        'Your PainPoint account was just deleted, with everything stored about it: your profile details, saved assessments, consent records, logins, contact messages and the mail about them.',
      ],
      [
        `If you did not do this, someone had your password. Write to us at ${publicUrl}/contact-us; you can create a new account at any time.`,
      ],
    ],
  }),
  accountDeletedText: (publicUrl) =>
    `Your PainPoint account was just deleted, with everything stored about it. If this was not you, write to us at ${publicUrl}/contact-us.`,
};
