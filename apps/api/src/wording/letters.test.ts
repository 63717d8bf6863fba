import { LANGUAGE_CODES } from '@painpoint/contracts/languages';
import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../db/repositories/outbox.ts';
import { messagesIn, type Messages } from '../accounts/messages.ts';
import { WORDS } from './index.ts';

const url = 'https://pp.example';
const to = { userId: 'u-1', email: 'someone@example.com' };
const pairs = (m: Messages): Record<string, OutgoingMessage> => ({
  accountExistsMail: m.accountExistsMail(url, to, 'tok-123'),
  resetLinkMail: m.resetLinkMail(url, to, 'tok-456'),
  resetCodeText: m.resetCodeText({ userId: 'u-1', phone: '+919876543210' }, '482913'),
  verifyLinkMail: m.verifyLinkMail(url, to, 'tok-789'),
  verifyCodeText: m.verifyCodeText({ userId: 'u-1', phone: '+919876543210' }, '305174'),
  passwordChangedMail: m.passwordChangedMail(url, to),
  accountDeletedMail: m.accountDeletedNotice(url, { email: to.email, phone: null }),
  accountDeletedText: m.accountDeletedNotice(url, { email: null, phone: '+919876543210' }),
});
const english = pairs(messagesIn(WORDS.en.letters));
const others = LANGUAGE_CODES.filter((l) => l !== 'en');

const links = (s: string) => s.match(/https:\/\/pp\.example(?:\/[\w#=-]+)+/g) ?? [];
const numbers = (s: string) => (s.replace(/https:\/\/\S+/g, '').match(/\d+/g) ?? []).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(others.flatMap((lang) => Object.keys(english).map((name) => [lang, name] as const)))(
  'the %s %s',
  (lang, name) => {
    const e = english[name]!;
    const h = pairs(messagesIn(WORDS[lang].letters))[name]!;

    it('goes to the same place by the same channel', () => {
      expect([h.channel, h.recipient, h.userId]).toEqual([e.channel, e.recipient, e.userId]);
    });

    it('keeps every link, code and time limit, and the layout of lines', () => {
      expect(links(h.body)).toEqual(links(e.body));
      expect(numbers(h.body)).toEqual(numbers(e.body));
      expect(h.body.split('\n').length).toBe(e.body.split('\n').length);
    });

    it('is written in its own script, save the links and the signature', () => {
      const lines = [...(h.subject === undefined ? [] : [h.subject]), ...h.body.split('\n')];
      const untranslated = lines.filter(
        (l) => l !== '' && l !== 'PainPoint' && !/^https:\/\/\S+$/.test(l) && !DEVANAGARI.test(l),
      );
      expect(untranslated).toEqual([]);
      expect(h.subject === undefined).toBe(e.subject === undefined);
    });
  },
);
