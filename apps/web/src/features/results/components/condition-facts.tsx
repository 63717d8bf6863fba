import type { ConditionDetail } from '@painpoint/contracts';
import { TEST_CATEGORIES } from '@painpoint/contracts/constants';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { withoutLatinTerms } from '../../../domain/diagnosis/without-latin-terms.ts';

/**
 * A condition's facts, leading with what to do: when to get help and what to do yourself, the
 * warning signs, then (`children`: what it is), tests by category, treatments and sources.
 */
export function ConditionFacts({ condition, children }: { condition: ConditionDetail; children?: ReactNode }) {
  const { t } = useTranslation('assessment');
  return (
    <>
      <section aria-labelledby="todo-title" className="card what-to-do">
        <h2 id="todo-title">{t('result.whatToDo')}</h2>
        <p>{withoutLatinTerms(condition.when_to_seek_care)}</p>
        {condition.self_care.length > 0 ? (
          <>
            <h3 id="self-title">{t('result.selfCare')}</h3>
            <ul>
              {condition.self_care.map((x) => (
                <li key={x}>{withoutLatinTerms(x)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {condition.red_flags.length > 0 ? (
        <section aria-labelledby="flags-title" className="card card-warn">
          <h2 id="flags-title">{t('result.redFlags')}</h2>
          <ul>
            {condition.red_flags.map((f) => (
              <li key={f}>{withoutLatinTerms(f)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
      {condition.tests.length > 0 ? (
        <section aria-labelledby="tests-title">
          <h2 id="tests-title">{t('result.tests')}</h2>
          {TEST_CATEGORIES.map((cat) => {
            const tests = condition.tests.filter((x) => x.category === cat);
            return tests.length > 0 ? (
              <div key={cat}>
                <h3>{t(`category.${cat}`)}</h3>
                <ul>
                  {tests.map((x) => (
                    <li key={x.name}>
                      <strong>{x.name}</strong> — {x.purpose}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null;
          })}
        </section>
      ) : null}
      {condition.treatments.length > 0 ? (
        <section aria-labelledby="treat-title">
          <h2 id="treat-title">{t('result.treatments')}</h2>
          <ul>
            {condition.treatments.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="sources-title" className="sources">
        <h2 id="sources-title">{t('result.sources')}</h2>
        <ul>
          {condition.sources.map((s) => (
            <li key={s.url}>
              {/* Sources are pages in English: marked so, for screen readers and translation. */}
              <a href={s.url} target="_blank" rel="noopener noreferrer" lang="en">
                {s.title}
              </a>{' '}
              — <span lang="en">{s.organisation}</span>, {t('result.reviewed', { date: s.reviewed })}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
