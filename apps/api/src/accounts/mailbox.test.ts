import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox.ts';

describe('mailboxKey', () => {
  it('reads the variants of one Gmail inbox as that inbox', () => {
    for (const variant of [
      'ashakumari@gmail.com',
      'Asha.Kumari@gmail.com',
      'a.s.h.a.k.u.m.a.r.i@gmail.com',
      'asha.kumari+pain@gmail.com',
      'asha.kumari+1+2@googlemail.com',
      ' ASHAKUMARI@GOOGLEMAIL.COM ',
    ])
      expect(mailboxKey(variant), variant).toBe('ashakumari@gmail.com');
  });

  it('drops a "+tag" at any domain, and keeps the dots where they may matter', () => {
    expect(mailboxKey('ravi+news@Example.org')).toBe('ravi@example.org');
    expect(mailboxKey('r.avi@example.org')).toBe('r.avi@example.org');
    expect(mailboxKey('ravi@example.org')).not.toBe(mailboxKey('r.avi@example.org'));
    expect(mailboxKey('ravi+x@outlook.com')).toBe('ravi@outlook.com');
    expect(mailboxKey('ravi-x@yahoo.com')).toBe('ravi@yahoo.com');
  });

  it('keeps different inboxes apart', () => {
    expect(mailboxKey('asha@gmail.com')).not.toBe(mailboxKey('asha@example.org'));
    expect(mailboxKey('+x@example.org')).toBe('+x@example.org');
  });
});
