import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { paths } from '../../../lib/paths.ts';
import '../home.css';
import { HeroArt } from './hero-art.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

const STEPS = ['where', 'about', 'questions', 'results'] as const;
const TRUST = ['guidance', 'tested', 'private'] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentTitle>{`${t('brand')} — ${t('home.title')}`}</DocumentTitle>
      <section className="hero">
        <div className="container hero-grid">
          <div>
            <h1>{t('home.title')}</h1>
            <p className="lead">{t('home.lead')}</p>
            <p>
              <Link to={paths.assessmentStart} className="button button-large">
                {t('home.start')}
              </Link>
            </p>
            <p className="muted">{t('home.startHint')}</p>
            {/* On the first screen of a phone, under Start (decision 118): in an emergency, whom to call. */}
            <nav className="home-calls" aria-label={t('home.calls.label')}>
              <p className="home-calls-title">{t('home.calls.title')}</p>
              <a className="button button-danger" href="tel:108">
                {t('home.calls.call108')}
              </a>
              <a className="button button-danger" href="tel:112">
                {t('home.calls.call112')}
              </a>
            </nav>
          </div>
          <HeroArt />
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
      <section className="container" aria-labelledby="trust-title">
        <h2 id="trust-title">{t('home.trustTitle')}</h2>
        <ul className="trust-grid">
          {TRUST.map((k) => (
            <li key={k} className="card">
              <h3>{t(`home.trust.${k}.title`)}</h3>
              <p>{t(`home.trust.${k}.body`)}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.about}>{t('home.trustMore')}</Link>
        </p>
      </section>
      <section className="container">
        <div className="card home-safety">
          <h2>{t('home.safetyTitle')}</h2>
          <p>{t('home.safetyBody')}</p>
        </div>
      </section>
      <div className="container">
        <Disclaimer />
      </div>
    </>
  );
}
