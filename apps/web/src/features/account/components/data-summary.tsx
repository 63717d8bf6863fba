import type { AccountExport } from '@painpoint/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * The export read by a person rather than a program (DPDP Act's right of access, issue 33): every
 * part of it, under headings, in the visitor's language, with a Print button for a paper or PDF
 * copy. The JSON download stays beside it.
 */
export function DataSummary({ data, date }: { data: AccountExport; date: (iso: string) => string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const when = (iso: string | null) => (iso ? date(iso) : '—');
  type Part = 'account' | 'consents' | 'assessments' | 'messages' | 'sessions' | 'links' | 'mail';
  const part = (key: Part, items: ReactNode[]) => (
    <section aria-labelledby={`${id}-${key}`} className="data-part">
      <h3 id={`${id}-${key}`}>{t(`summary.${key}`)}</h3>
      {items.length === 0 ? <p>{t('summary.none')}</p> : <ul>{items}</ul>}
    </section>
  );
  const { account } = data;
  return (
    <div className="data-summary">
      <p>{t('summary.exportedAt', { date: when(data.exported_at) })}</p>
      {part('account', [
        <li key="login">{account.email ?? account.phone_number}</li>,
        <li key="created">{t('summary.created', { date: when(account.created_at) })}</li>,
        <li key="password">{t('summary.passwordChanged', { date: when(data.password_changed_at) })}</li>,
        ...(account.profile
          ? [
              <li key="profile">
                {[account.profile.name, account.profile.age_range, account.profile.sex, account.profile.body_type].join(
                  ', ',
                )}
              </li>,
            ]
          : []),
      ])}
      {part(
        'consents',
        data.consent_history.map((c, i) => (
          <li key={i}>
            {when(c.at)}: {t(`summary.purpose.${c.purpose}`)} — {t(`summary.action.${c.action}`)}
            {c.notice_version ? ` (${c.notice_version})` : ''}
          </li>
        )),
      )}
      {part(
        'assessments',
        data.assessments.map((a) => (
          <li key={a.id}>
            {when(a.created_at)}: {a.location}, {a.triage}
          </li>
        )),
      )}
      {part(
        'messages',
        data.messages.map((m, i) => (
          <li key={i}>
            {when(m.sent_at)}: {m.name} &lt;{m.email}&gt; — {m.msg}
          </li>
        )),
      )}
      {part(
        'sessions',
        data.sessions.map((s, i) => (
          <li key={i}>
            {t('summary.session', { start: when(s.started_at), end: when(s.expires_at) })}
            {s.active ? ` — ${t('summary.active')}` : ''}
          </li>
        )),
      )}
      {part(
        'links',
        data.links_and_codes.map((l, i) => (
          <li key={i}>
            {when(l.created_at)}: {t(`summary.purpose.${l.purpose}`)} —{' '}
            {l.used_at
              ? t('summary.used', { date: when(l.used_at) })
              : t('summary.expires', { date: when(l.expires_at) })}
            {l.wrong_tries > 0 ? ` — ${t('summary.wrongTries', { count: String(l.wrong_tries) })}` : ''}
          </li>
        )),
      )}
      {part(
        'mail',
        data.mail.map((m, i) => (
          <li key={i}>
            {when(m.queued_at)}: {m.recipient}
            {m.subject ? ` — ${m.subject}` : ''} —{' '}
            {m.sent_at ? t('summary.delivered', { date: when(m.sent_at) }) : t('summary.waiting')}
          </li>
        )),
      )}
      <button type="button" className="button button-secondary" onClick={() => window.print()}>
        {t('summary.print')}
      </button>
    </div>
  );
}
