import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { paths } from '../../../lib/paths.ts';

const STEPS = ['where', 'about', 'questions', 'results'] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('brand')} — ${t('home.title')}`}</title>
      <section className="hero">
        <div className="container">
          <h1>{t('home.title')}</h1>
          <p className="lead">{t('home.lead')}</p>
          <p>
            <Link to={paths.assessmentStart} className="button button-large">
              {t('home.start')}
            </Link>
          </p>
          <p className="muted">{t('home.startHint')}</p>
        </div>
      </section>
      <section className="container" aria-labelledby="how-title">
        <h2 id="how-title">{t('home.howTitle')}</h2>
        <ol className="steps-grid">
          {STEPS.map((s) => (
            <li key={s} className="card">
              <h3>{t(`home.steps.${s}.title`)}</h3>
              <p>{t(`home.steps.${s}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container two-col">
        <div className="card">
          <h2>{t('home.safetyTitle')}</h2>
          <p>{t('home.safetyBody')}</p>
        </div>
        <div className="card">
          <h2>{t('home.privacyTitle')}</h2>
          <p>{t('home.privacyBody')}</p>
        </div>
      </section>
      <div className="container">
        <Disclaimer />
      </div>
    </>
  );
}
