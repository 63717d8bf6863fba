import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { isAlsoPlace } from '@painpoint/contracts/constants';
import { selectionsFromFlags } from '@painpoint/engine';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { FlowHeader } from '../../../domain/flow/flow-header.tsx';
import { useAnswers } from '../../../domain/answers-store.ts';
import { resumePath } from '../../../domain/flow.ts';
import { paths } from '../../../lib/paths.ts';
import {
  NOT_ON_FIGURE,
  SKIN,
  detailsOf,
  figureRegionOf,
  regionById,
  TUMMY_CRYING,
  type BodyRegion,
  type BodyView,
} from '../../../domain/figure/regions.ts';
import { isLimb, WILL_NOT_MOVE } from '../baby-choices.ts';
import { BodyMap } from './body-map.tsx';
import { RegionList } from './region-list.tsx';
import { AlsoChoice } from './also-choice.tsx';
import { PartButtons } from './part-buttons.tsx';
import { wholeOf } from '../whole-of.ts';
import type { Zoom } from '../zoom.ts';

const VIEWS: readonly BodyView[] = ['front', 'back'];

type Limb = 'no' | 'waiting' | 'chosen';

/** /pain-loaction-body: where it hurts, on the figure (front or back) or from the list. */
export function PainLocationPage() {
  const { t } = useTranslation('assessment');
  const answers = useAnswers((s) => s.answers);
  const chooseLocation = useAnswers((s) => s.chooseLocation);
  const answer = useAnswers((s) => s.answer);
  const navigate = useNavigate();
  const selected = answers.painLocation ? regionById(answers.painLocation.id) : undefined;
  const [view, setView] = useState<BodyView>(selected?.view ?? 'front');
  const [tried, setTried] = useState(false);
  // "Will not move an arm or a leg": waiting for the tap on that arm or leg, then chosen.
  const [limb, setLimb] = useState<Limb>('no');
  const [zoom, setZoom] = useState<Zoom>();
  // Chosen by a finger on the figure: "Which part?" opens there, and the page stays where it is.
  const [byFinger, setByFinger] = useState(false);
  const sex = answers.sex ?? 'female';
  const child = answers.for === 'child';
  const [fitTop, fitBar, fitStyle] = useFitToScreen(limb);

  const select = (region: BodyRegion, how = { finger: false }) => {
    chooseLocation({ id: region.id, key: region.key });
    setByFinger(how.finger);
    setTried(false);
    const stillLimb = limb !== 'no' && isLimb(region);
    setLimb(stillLimb ? 'chosen' : 'no');
    const said = stillLimb ? WILL_NOT_MOVE[region.key] : undefined;
    if (said) {
      // Added to what is already ticked there (the place may not have changed), never "none".
      const { flags } = useAnswers.getState().answers;
      const ticked = (selectionsFromFlags(flags).get(said.step) ?? []).filter((k) => k !== 'none' && k !== 'not_sure');
      answer(said.step, [...new Set([...ticked, said.key])]);
    }
  };
  const label = selected ? t(`bodyMap.regions.${selected.id}`) : undefined;

  return (
    <div className="container flow location-page">
      <FlowHeader title={t('location.title')} lead={t(child ? 'location.leadChild' : 'location.lead')} />
      {child ? (
        // While a baby's still arm or leg is awaited, the request to tap it, above the figure.
        <p className="baby-choice-tap" role="status">
          {limb === 'waiting' ? t('bodyMap.baby.limbTap') : ''}
        </p>
      ) : null}
      <div className="view-switch" role="group" aria-label={t('location.views')} ref={fitTop}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className="button button-secondary"
            aria-pressed={view === v}
            data-view={v}
            onClick={() => {
              setView(v);
              setZoom(undefined);
            }}
          >
            {t(`bodyMap.views.${v}`)}
          </button>
        ))}
        {zoom ? (
          <button type="button" className="button button-secondary" data-zoom="out" onClick={() => setZoom(undefined)}>
            {t('bodyMap.zoomOut')}
          </button>
        ) : null}
      </div>
      <div className="body-map-fit" style={fitStyle}>
        <BodyMap
          sex={sex}
          child={child}
          view={view}
          selectedId={selected ? figureRegionOf(selected) : undefined}
          onSelect={select}
          zoom={zoom}
          onZoom={setZoom}
        />
      </div>
      {child ? (
        <BabyChoice
          selectedId={selected?.id}
          limb={limb}
          onSelect={select}
          onLimb={() => {
            setLimb('waiting');
            setView('front');
            setZoom(undefined);
          }}
        />
      ) : null}
      <PartChoice selected={selected} onSelect={select} scroll={!byFinger} />
      {NOT_ON_FIGURE.map((region) => (
        <div key={region.id} className="all-over-choice">
          <p className="all-over-hint">{t(region === SKIN ? 'bodyMap.skinHint' : 'bodyMap.allOverHint')}</p>
          <button
            type="button"
            className="button button-secondary"
            data-part={region.id}
            aria-pressed={selected?.id === region.id}
            onClick={() => select(region)}
          >
            {t(`bodyMap.regions.${region.id}`)}
          </button>
        </div>
      ))}
      <p className={`location-chosen${tried && !selected ? ' field-error' : ''}`} role="status">
        {label ? t('location.chosen', { region: label }) : tried ? t('location.none') : ''}
      </p>
      {selected && isAlsoPlace(selected.key) ? <AlsoChoice own={selected.key} /> : null}
      <RegionList selectedId={selected?.id} onSelect={select} />
      <p className="step-actions sticky-actions" ref={fitBar}>
        <Link className="button button-secondary" to={paths.figure}>
          {t('location.changeFigure')}
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!selected) {
              setTried(true);
              return;
            }
            void navigate(resumePath(useAnswers.getState().answers));
          }}
        >
          {t('location.continue')}
        </button>
      </p>
    </div>
  );
}

/**
 * For a check "for my child" (issue 35, decision 104), above the figure: what the parent of a
 * baby or toddler can honestly say when the child cannot point. "The whole tummy" is the middle
 * of the tummy; "crying and pulling the legs up" goes there too, under its own name; "will not
 * move an arm or a leg" asks for a tap on the figure next (see WILL_NOT_MOVE).
 */
function BabyChoice({
  selectedId,
  limb,
  onSelect,
  onLimb,
}: {
  selectedId: string | undefined;
  limb: Limb;
  onSelect(r: BodyRegion): void;
  onLimb(): void;
}) {
  const { t } = useTranslation('assessment');
  const id = useId();
  // The figure is above these buttons: the request to tap is said here, and the figure brought back.
  useEffect(() => {
    if (limb === 'waiting') window.scrollTo?.({ top: 0 });
  }, [limb]);
  const tummy = regionById('mid-abdomen');
  const choices = [
    ...(tummy ? [{ region: tummy, label: t('bodyMap.baby.wholeTummy') }] : []),
    { region: TUMMY_CRYING, label: t('bodyMap.baby.crying') },
  ];
  return (
    <div className="baby-choice" role="group" aria-labelledby={`${id}-title`}>
      <p className="baby-choice-title" id={`${id}-title`}>
        {t('bodyMap.baby.title')}
      </p>
      {choices.map(({ region, label }) => (
        <button
          key={region.id}
          type="button"
          className="button button-secondary"
          data-part={region.id}
          aria-pressed={limb === 'no' && selectedId === region.id}
          onClick={() => onSelect(region)}
        >
          {label}
        </button>
      ))}
      <button
        type="button"
        className="button button-secondary"
        data-baby="limb"
        aria-pressed={limb !== 'no'}
        onClick={onLimb}
      >
        {t('bodyMap.baby.limb')}
      </button>
    </div>
  );
}

/**
 * After the head, the front of the neck, the chest, the lower back, a buttock, the lower belly or a
 * groin is tapped: which part of it (the face and teeth, an ear, an eye, the throat, the breast, the
 * bottom, the private parts), since those are too small to tap on a phone's figure.
 */
function PartChoice({
  selected,
  onSelect,
  scroll,
}: {
  selected: BodyRegion | undefined;
  onSelect(r: BodyRegion): void;
  /** Brought into view when it opens; not when it also opened at the finger on the figure. */
  scroll: boolean;
}) {
  const { t } = useTranslation('assessment');
  const parentId = selected ? figureRegionOf(selected) : undefined;
  const details = detailsOf(parentId);
  const parent = parentId ? regionById(parentId) : undefined;
  const shown = parent !== undefined && details.length > 0;
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef(parentId);
  // On a phone the choice comes a screen below the figure: brought up when a tap opens it (decision
  // 114), not when the page opens with the place already chosen.
  useEffect(() => {
    if (seen.current === parentId) return;
    seen.current = parentId;
    if (shown && scroll) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [parentId, shown, scroll]);
  if (!shown) return null;
  const whole = t(`bodyMap.${wholeOf(parent.id)}`);
  const options = [
    { region: parent, label: whole },
    ...details.map((d) => ({ region: d, label: t(`bodyMap.regions.${d.id}`) })),
  ].map((o) => ({ ...o, pressed: selected?.id === o.region.id }));
  return <PartButtons title={t('bodyMap.whichPart')} options={options} onSelect={onSelect} ref={box} />;
}

/**
 * On a phone (up to 480 px wide) the whole figure is drawn between the controls above it and the
 * sticky Continue, so both are on the screen as the page arrives (issue 48, decision 147); a
 * finger's tap then draws the part round it larger. Measured once drawn, on every resize and when
 * the request to tap a baby's still limb comes or goes: the words above the figure take more lines
 * in Hindi or with a larger font.
 */
function useFitToScreen(limb: Limb) {
  const top = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLParagraphElement>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const phone = window.matchMedia?.('(max-width: 480px)');
    const measure = () => {
      const above = top.current?.getBoundingClientRect();
      if (!phone?.matches || !above) return setHeight(undefined);
      const start = above.bottom + window.scrollY;
      const foot = bar.current?.getBoundingClientRect().height ?? 0;
      // A margin under the figure; never so small that the figure is only a sketch.
      setHeight(Math.max(Math.floor(window.innerHeight - start - foot - 12), MIN_FIT));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [limb]);
  const style = height ? ({ '--map-height': `${height}px` } as CSSProperties) : undefined;
  return [top, bar, style] as const;
}

/** Below this, in px, the figure scrolls instead of shrinking. */
const MIN_FIT = 200;
