import { useEffect, useId, useRef, useState } from 'react';
import { isAlsoPlace } from '@painpoint/contracts/constants';
import { selectionsFromFlags } from '@painpoint/engine';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { FlowHeader } from '../../../components/flow-header.tsx';
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
  type RegionId,
} from '../../../domain/figure/regions.ts';
import { isLimb, WILL_NOT_MOVE } from '../baby-choices.ts';
import { BodyMap } from './body-map.tsx';
import { RegionList } from './region-list.tsx';
import { AlsoChoice } from './also-choice.tsx';
import { PartButtons } from './part-buttons.tsx';

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
  const sex = answers.sex ?? 'female';
  const child = answers.for === 'child';

  const select = (region: BodyRegion) => {
    chooseLocation({ id: region.id, key: region.key });
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
    <div className="container flow">
      <FlowHeader title={t('location.title')} lead={t('location.lead')} />
      {child ? (
        <BabyChoice
          selectedId={selected?.id}
          limb={limb}
          onSelect={select}
          onLimb={() => {
            setLimb('waiting');
            setView('front');
          }}
        />
      ) : null}
      <div className="view-switch" role="group" aria-label={t('location.views')}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className="button button-secondary"
            aria-pressed={view === v}
            data-view={v}
            onClick={() => setView(v)}
          >
            {t(`bodyMap.views.${v}`)}
          </button>
        ))}
      </div>
      <BodyMap
        sex={sex}
        child={child}
        view={view}
        selectedId={selected ? figureRegionOf(selected) : undefined}
        onSelect={select}
      />
      <PartChoice selected={selected} onSelect={select} />
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
      <p className="step-actions sticky-actions">
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
  const tap = useRef<HTMLParagraphElement>(null);
  // On a phone the figure is below these buttons: bring the request to tap, and the figure, up.
  useEffect(() => {
    if (limb === 'waiting') tap.current?.scrollIntoView?.({ block: 'start' });
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
      <p className="baby-choice-tap" role="status" ref={tap}>
        {limb === 'waiting' ? t('bodyMap.baby.limbTap') : ''}
      </p>
    </div>
  );
}

/** What choosing the tapped region itself means, beside its parts (the head's is the default). */
const WHOLE_OF: Partial<
  Record<
    RegionId,
    'wholeHead' | 'wholeNeck' | 'wholeChest' | 'wholeLowerBack' | 'wholeButtock' | 'wholeLowerBelly' | 'wholeGroin'
  >
> = {
  'neck-front': 'wholeNeck',
  chest: 'wholeChest',
  'lower-back': 'wholeLowerBack',
  'buttock-left': 'wholeButtock',
  'buttock-right': 'wholeButtock',
  'lower-abdomen': 'wholeLowerBelly',
  'groin-left': 'wholeGroin',
  'groin-right': 'wholeGroin',
};

/**
 * After the head, the front of the neck, the chest, the lower back, a buttock, the lower belly or a
 * groin is tapped: which part of it (the face and teeth, an ear, an eye, the throat, the breast, the
 * bottom, the private parts), since those are too small to tap on a phone's figure.
 */
function PartChoice({ selected, onSelect }: { selected: BodyRegion | undefined; onSelect(r: BodyRegion): void }) {
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
    if (shown) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [parentId, shown]);
  if (!shown) return null;
  const whole = t(`bodyMap.${WHOLE_OF[parent.id] ?? 'wholeHead'}`);
  const options = [
    { region: parent, label: whole },
    ...details.map((d) => ({ region: d, label: t(`bodyMap.regions.${d.id}`) })),
  ].map((o) => ({ ...o, pressed: selected?.id === o.region.id }));
  return <PartButtons title={t('bodyMap.whichPart')} options={options} onSelect={onSelect} ref={box} />;
}
