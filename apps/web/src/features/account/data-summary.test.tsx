import type { AccountExport } from '@painpoint/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { DataSummary } from './components/data-summary.tsx';

/** The export, readable on the profile page and printable (issue 33 item 6). */

const DATA: AccountExport = {
  exported_at: '2026-11-25T05:00:00.000Z',
  account: {
    email: 'asha@example.org',
    phone_number: null,
    created_at: '2026-11-01T10:00:00.000Z',
    language: 'en',
    profile: null,
  },
  password_changed_at: '2026-11-20T10:00:00.000Z',
  consent_history: [{ purpose: 'profile', action: 'withdrawn', notice_version: null, at: '2026-11-02T10:00:00.000Z' }],
  messages: [{ name: 'Asha', email: 'asha@example.org', msg: 'Hello team', sent_at: '2026-10-30T10:00:00.000Z' }],
  sessions: [{ started_at: '2026-11-24T10:00:00.000Z', expires_at: '2026-12-24T10:00:00.000Z', active: true }],
  links_and_codes: [
    {
      purpose: 'reset',
      created_at: '2026-11-19T10:00:00.000Z',
      expires_at: '2026-11-19T10:30:00.000Z',
      used_at: '2026-11-19T10:05:00.000Z',
      wrong_tries: 0,
    },
  ],
  mail: [
    {
      channel: 'email',
      recipient: 'asha@example.org',
      subject: 'Choose a new PainPoint password',
      queued_at: '2026-11-19T10:00:00.000Z',
      sent_at: '2026-11-19T10:00:05.000Z',
    },
  ],
  history_consent: null,
  assessments: [],
};

const date = (iso: string) => iso.slice(0, 10);
afterEach(cleanup);

describe('the readable summary of my data', () => {
  it('shows every part of the export under its heading', () => {
    renderPage(<DataSummary data={DATA} date={date} />, '/profile');
    const part = (name: string) => within(screen.getByRole('region', { name }));
    expect(part('Account').getByText('Password last set on 2026-11-20')).toBeTruthy();
    expect(part('Consents given and withdrawn').getByText(/2026-11-02: profile details — withdrawn/)).toBeTruthy();
    expect(part('Saved checks').getByText('None.')).toBeTruthy();
    expect(part('Messages you sent us').getByText(/Hello team/)).toBeTruthy();
    expect(part('Sign-ins').getByText(/From 2026-11-24, ending 2026-12-24 — active/)).toBeTruthy();
    expect(part('Password-reset links and codes').getByText(/reset link — used on 2026-11-19/)).toBeTruthy();
    expect(
      part('E-mails and texts').getByText(/Choose a new PainPoint password — delivered on 2026-11-19/),
    ).toBeTruthy();
  });

  it('prints', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(<DataSummary data={DATA} date={date} />, '/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
