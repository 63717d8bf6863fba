import { describe, expect, it } from 'vitest';
import { ContactMessage, Email, LoginRequest, ProfileInput } from './account.ts';
import { ONE_LINE_TEXT } from './constants.ts';
import { HistoryConsentInput } from './history.ts';

/** Every character that starts a new line, or is a control character, somewhere in a mail or a log. */
const BREAKS = ['\r', '\n', '\r\n', '\t', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029'];

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('single-line fields', () => {
  const profile = {
    name: 'Asha',
    age_range: '30-39',
    sex: 'female',
    body_type: 'average',
    consent: { agreed: true, notice_version: '2026-01' },
  };

  it('refuses line breaks and control characters inside a name, with one clear message', () => {
    for (const c of BREAKS) {
      const name = `Asha${c}From: boss@example.org`;
      const contact = ContactMessage.safeParse({ name, email: 'a@example.org', msg: 'hello' });
      expect(contact.success, JSON.stringify(c)).toBe(false);
      expect(messages(contact), JSON.stringify(c)).toEqual([ONE_LINE_TEXT]);
      const saved = ProfileInput.safeParse({ ...profile, name });
      expect(saved.success, JSON.stringify(c)).toBe(false);
      expect(messages(saved)).toEqual([ONE_LINE_TEXT]);
    }
  });

  it('refuses them in e-mail addresses, logins and notice versions too, even where a trim would drop them', () => {
    for (const c of BREAKS) {
      expect(messages(Email.safeParse(`a@example.org${c}`)), JSON.stringify(c)).toEqual([ONE_LINE_TEXT]);
      expect(messages(LoginRequest.safeParse({ username: `a@example.org${c}Bcc: x@y.z`, password: 'x' }))).toEqual([
        ONE_LINE_TEXT,
      ]);
      expect(messages(HistoryConsentInput.safeParse({ agreed: true, notice_version: `v1${c}` }))).toEqual([
        ONE_LINE_TEXT,
      ]);
    }
  });

  it('keeps names in any script, with spaces, apostrophes and emoji', () => {
    for (const name of ['Asha Rao', 'मीरा', "D'Souza", 'Ravi 😀', 'அருண் குமார்']) {
      expect(ContactMessage.safeParse({ name, email: 'a@example.org', msg: 'hello' }).success, name).toBe(true);
    }
  });

  it('keeps line breaks and tabs in the contact message, which has several lines', () => {
    const msg = 'Line one\r\nLine two\n\tindented\u2028and a separator';
    const parsed = ContactMessage.safeParse({ name: 'Asha', email: 'a@example.org', msg });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.msg).toBe(msg);
  });
});
