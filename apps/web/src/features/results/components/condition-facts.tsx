import type { ConditionDetail } from '@painpoint/contracts';
import { TEST_CATEGORIES } from '@painpoint/contracts/constants';
import { useTranslation } from '../../../lib/use-translation.ts';

/** A condition's tests (by category), treatments, self-care, warning signs and sources. */
export function ConditionFacts({ condition }: { condition: ConditionDetail }) {
  const { t } = useTranslation('assessment');
  return (
    <>
      {condition.red_flags.length > 0 ? (
        <section aria-labelledby="flags-title" className="card card-warn">
          <h2 id="flags-title">{t('result.redFlags')}</h2>
          <ul>
            {condition.red_flags.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="seek-title">
        <h2 id="seek-title">{t('result.whenToSeek')}</h2>
        <p>{condition.when_to_seek_care}</p>
      </section>
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
      <section aria-labelledby="treat-title">
        <h2 id="treat-title">{t('result.treatments')}</h2>
        <ul>
          {condition.treatments.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      </section>
      {condition.self_care.length > 0 ? (
        <section aria-labelledby="self-title">
          <h2 id="self-title">{t('result.selfCare')}</h2>
          <ul>
            {condition.self_care.map((x) => (
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
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.title}
              </a>{' '}
              — {s.organisation}, {t('result.reviewed', { date: s.reviewed })}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
