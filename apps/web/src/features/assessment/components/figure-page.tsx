import type { Sex } from '@painpoint/contracts';
import { SEXES } from '@painpoint/contracts/constants';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { useAnswers } from '../../../domain/answers-store.ts';
import { paths } from '../../../lib/paths.ts';
import { FlowHeader } from '../../../components/flow-header.tsx';
import { figureShapes, type Decoration } from '../../../domain/figure/figure.ts';
import { useSavedProfile } from '../use-saved-profile.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { DEFAULT_LANGUAGE } from '@painpoint/contracts/languages';
import { FIGURE_QUERY } from '../../../domain/figure-in-address.ts';

/**
 * The body map's own figure from the front (a boy's or a girl's for a check "for my child"), drawn
 * as one silhouette with its hair and quiet anatomical lines, so the choice shows the figure the map
 * will show. Decorative: the button's text names the choice. The regions are drawn as one path
 * twice: stroked, then filled over the stroke, so only the outer edge shows and none of the cuts
 * between regions.
 */
function FigureArt({ sex, child }: { sex: Sex; child: boolean }) {
  const { viewBox, regions, decorations } = figureShapes(sex, 'front', child);
  const body = regions.map((r) => r.d).join(' ');
  const layer = (l: Decoration['layer']) =>
    decorations
      .filter((d) => d.layer === l)
      .map((d, i) => <path key={`${l}${i}`} d={d.d} className={`figure-art-${d.kind}`} />);
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      className="figure-choice-art"
      data-art={child ? 'child' : 'adult'}
    >
      {layer('under')}
      <path d={body} className="figure-art-edge" />
      <path d={body} className="figure-art-body" />
      {layer('over')}
    </svg>
  );
}

const WHO = [
  ['self', 'figure.forSelf'],
  ['child', 'figure.forChild'],
  ['other', 'figure.forOther'],
] as const;

/**
 * /man-body: first who the check is for (decision 068 §1), then the male or female figure, which
 * sets sex (docs/product.md §2). A figure chosen before the first answer asks for it.
 *
 * A form that works before the page's scripts run (decision 148): the build draws it whole, "who"
 * as radio buttons and each figure as a submit button, so a tap the moment it shows goes to the body
 * map with both in its address (`domain/figure-in-address.ts` takes them there); the first such tap
 * while the scripts are on their way is held by `theme-init.js` and taken here once they run. Live,
 * the page chooses inside the app, and asks for "who" in its own words rather than the browser's.
 * Until then it draws what the build drew: the visitor's stored answers come after.
 */
export function FigurePage() {
  const { t, language } = useTranslation('check');
  const hydrated = useHydrated();
  const storedSex = useAnswers((s) => s.answers.sex);
  const storedWho = useAnswers((s) => s.answers.for);
  const sex = hydrated ? storedSex : undefined;
  const who = hydrated ? storedWho : undefined;
  const chooseSex = useAnswers((s) => s.chooseSex);
  const chooseFor = useAnswers((s) => s.chooseFor);
  const navigate = useNavigate();
  const saved = useSavedProfile(hydrated);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [needWho, setNeedWho] = useState(false);
  const choose = (value: Sex) => {
    chooseSex(value);
    // The answers as they are now: "who" may have been ticked before the scripts ran.
    if (useAnswers.getState().answers.for === undefined) {
      setNeedWho(true);
      form.current?.querySelector<HTMLInputElement>('input[name="for"]')?.focus();
      return;
    }
    void navigate(paths.painLocation);
  };
  // "Who" ticked before the scripts ran: the browser kept the tick, and the answers take it before
  // the page first draws them (which would clear it).
  useLayoutEffect(() => {
    const ticked = form.current?.querySelector<HTMLInputElement>('input[name="for"]:checked')?.value;
    const value = WHO.find(([v]) => v === ticked)?.[0];
    if (value && value !== useAnswers.getState().answers.for) chooseFor(value);
  }, [chooseFor]);
  // A figure tapped before then, which theme-init.js held: chosen now.
  const takeHeld = useEffectEvent(() => {
    const held = window.painpointHeldChoice;
    if (!held || held.form !== form.current) return;
    window.painpointHeldChoice = undefined;
    held.submitter?.removeAttribute('aria-busy');
    const value = SEXES.find((s) => s === held.submitter?.getAttribute('value'));
    if (!value) return;
    chooseSex(value);
    // The browser sends the form only with "who" ticked.
    if (useAnswers.getState().answers.for !== undefined) void navigate(paths.painLocation);
  });
  useEffect(() => takeHeld(), []);
  // A logged-in person's saved sex picks the figure for them; they can still pick the other one.
  useEffect(() => {
    if (saved && !sex && (who === undefined || who === 'self')) chooseSex(saved.sex);
  }, [saved, sex, who, chooseSex]);
  const pickWho = (value: (typeof WHO)[number][0]) => {
    chooseFor(value);
    setNeedWho(false);
  };
  // Before the scripts run the page cannot know "who": both names of each figure are drawn and the
  // stylesheet shows the one the ticked answer calls for (assessment.css).
  const labels = (s: Sex) => {
    const adult = t(`figure.${s}`);
    const child = t(s === 'male' ? 'figure.boy' : 'figure.girl');
    if (hydrated) return <span>{who === 'child' ? child : adult}</span>;
    return (
      <>
        <span className="figure-label-adult">{adult}</span>
        <span className="figure-label-child">{child}</span>
      </>
    );
  };
  return (
    <div className="container flow">
      <FlowHeader title={t('figure.title')} lead={t('figure.lead')}>
        {saved && saved.sex === sex && who !== 'child' && who !== 'other' && (
          <p className="flow-note">{t('figure.fromProfile')}</p>
        )}
      </FlowHeader>
      <form
        ref={form}
        className="figure-form"
        method="get"
        action={paths.painLocation}
        noValidate={hydrated}
        data-hold-once=""
        onSubmit={(e) => {
          // Live: the app goes on itself (the browser's submit would load the next page whole).
          e.preventDefault();
          const value = SEXES.find((s) => s === (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value'));
          if (value) choose(value);
        }}
      >
        {language !== DEFAULT_LANGUAGE ? <input type="hidden" name={FIGURE_QUERY.lang} value={language} /> : null}
        {/* The form's first submit button, disabled: Enter on a radio button submits nothing. */}
        <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
        <h2 className="flow-question" id={`${id}-who-label`}>
          {t('figure.forWhom')}
        </h2>
        <div
          className="who-choice"
          role="radiogroup"
          id={`${id}-who`}
          aria-labelledby={`${id}-who-label`}
          aria-describedby={needWho ? `${id}-who-error` : undefined}
          aria-invalid={needWho || undefined}
        >
          {WHO.map(([value, label]) => (
            <label key={value} className="who-choice-button" data-for={value}>
              <input
                type="radio"
                name={FIGURE_QUERY.for}
                value={value}
                required
                checked={who === value}
                onChange={() => pickWho(value)}
              />
              <span>{t(label)}</span>
            </label>
          ))}
        </div>
        {needWho ? (
          <p className="field-error" id={`${id}-who-error`} role="alert">
            {t('figure.forRequired')}
          </p>
        ) : null}
        <div className="figure-choice" role="group" id={`${id}-figure`} aria-label={t('figure.legend')}>
          {SEXES.map((s) => (
            <button
              key={s}
              type="submit"
              name={FIGURE_QUERY.sex}
              value={s}
              className="figure-choice-button"
              aria-pressed={sex === s}
              data-figure={s}
            >
              <FigureArt sex={s} child={who === 'child'} />
              {labels(s)}
            </button>
          ))}
        </div>
      </form>
    </div>
  );
}
