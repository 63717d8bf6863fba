import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { wholeOf } from '../whole-of.ts';
import { FINGER_SCALE, isFinger, zoomAround, type Zoom } from '../zoom.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../body-map.css';
import { figureShapes, type FigureShapes, type Sex } from '../../../domain/figure/figure.ts';
import type { ChoiceZone } from '../../../domain/figure/hit-areas.ts';
import { detailsOf, regionById, type BodyRegion, type BodyView } from '../../../domain/figure/regions.ts';
import { useTapAreas } from '../use-tap-areas.ts';
import { PartButtons } from './part-buttons.tsx';

interface BodyMapProps {
  sex: Sex;
  /** A check "for my child": the boy's or the girl's figure (decision 104). */
  child?: boolean;
  view: BodyView;
  selectedId: string | undefined;
  /** `finger`: chosen by a tap on the figure itself, where "Which part?" then opens. */
  onSelect(region: BodyRegion, how: { finger: boolean }): void;
  /** The part of the figure drawn larger after a finger's tap on a small screen (decision 147). */
  zoom?: Zoom | undefined;
  onZoom?(zoom: Zoom | undefined): void;
}

/** "Which part?" open at the finger: the area tapped, and where, in px from the frame's corner. */
interface Asking {
  zone: ChoiceZone;
  /** The figure it was opened on: another figure or view shuts it. */
  on: FigureShapes;
  x: number;
  y: number;
  /** Opened below the finger, or above it when the tap was low on the figure. */
  below: boolean;
  /**
   * Too tall for the room on either side of the finger (the head's seven parts on a phone): its top,
   * in px from the frame's, where all of it is on the screen, over the place already chosen.
   */
  over?: number;
  /** Opened by choosing a place with parts of its own: its row says what the place itself means. */
  parts?: boolean;
}

/**
 * The tappable body figure. Every region is a toggle button in the keyboard order head to feet;
 * the list in region-list.tsx offers the same choice without the picture. For a finger, the space
 * round the figure is shared out between the places nearest to it, and a tap close to a place too
 * small for a finger asks "Which part?" where it landed (decision 125).
 */
export function BodyMap({ sex, child = false, view, selectedId, onSelect, zoom, onZoom }: BodyMapProps) {
  const { t } = useTranslation('assessment');
  const [focusedId, setFocusedId] = useState<string>();
  const shapes = figureShapes(sex, view, child);
  const figure = child ? (sex === 'male' ? 'boy' : 'girl') : sex;
  const selected = shapes.regions.find((r) => r.id === selectedId);
  const focused = shapes.regions.find((r) => r.id === focusedId);

  const [opened, setAsking] = useState<Asking>();
  const asking = opened?.on === shapes ? opened : undefined;
  const frame = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const shown = zoom?.on === shapes.viewBox ? zoom : undefined;

  const choose = (id: string, e?: MouseEvent) => {
    setAsking(undefined);
    const region = regionById(id);
    if (!region) return;
    const finger = e !== undefined && isFinger(e);
    onSelect(region, { finger });
    // A place with parts of its own (the head's face, ears and eyes): "Which part?" at the finger.
    if (finger && detailsOf(region.id).length > 0) ask(e, { id: region.id, ids: [region.id], d: '' }, true);
  };
  const ask = (e: MouseEvent, zone: ChoiceZone, parts = false) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return;
    const y = e.clientY - box.top;
    setAsking({ zone, on: shapes, x: e.clientX - box.left, y, below: y < box.height * 0.6, parts });
  };
  // A finger on a figure drawn too small for it (the whole body on a phone's screen): the first tap
  // draws the part round it larger, where every place takes a 44 px tap; the next one chooses.
  const zoomFirst = (e: MouseEvent<SVGSVGElement>) => {
    const el = svg.current;
    if (!el || shown || !onZoom || !isFinger(e)) return;
    const ctm = el.getScreenCTM();
    if (!ctm || ctm.a >= FINGER_SCALE) return;
    e.stopPropagation();
    e.preventDefault();
    setAsking(undefined);
    const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const box = el.getBoundingClientRect();
    onZoom(zoomAround(shapes.viewBox, { x: at.x, y: at.y }, box.width, box.height));
  };
  // Opened below a finger low on the screen, where it would reach under the sticky Continue: above
  // the finger instead when it fits there, so the page need not move (decision 147). The parts of
  // a place just chosen that fit on neither side go over the place, on the screen (decision 150).
  // Then brought into view if still needed (above the sticky Continue, by the page's scroll padding).
  useLayoutEffect(() => {
    const box = panel.current?.getBoundingClientRect();
    const at = frame.current?.getBoundingClientRect();
    if (!asking || !box || !at || asking.over !== undefined) return;
    const bar = document.querySelector('.sticky-actions')?.getBoundingClientRect();
    const foot = bar && bar.bottom >= window.innerHeight - 1 ? bar.top : window.innerHeight;
    const finger = asking.below ? box.top - FINGER_GAP : box.bottom + FINGER_GAP;
    const fitsAbove = finger - FINGER_GAP - box.height >= 0;
    const fitsBelow = finger + FINGER_GAP + box.height <= foot;
    if (asking.below && !fitsBelow && fitsAbove) {
      setAsking({ ...asking, below: false });
      return;
    }
    if (asking.parts && !fitsBelow && !fitsAbove && box.height <= foot - 2 * SCREEN_EDGE) {
      const top = Math.min(Math.max(finger - box.height / 2, SCREEN_EDGE), foot - SCREEN_EDGE - box.height);
      setAsking({ ...asking, over: top - at.top });
      return;
    }
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [asking]);
  // Open: shut by a tap anywhere else or Escape, listened for from the moment it is drawn.
  useLayoutEffect(() => {
    if (!asking) return;
    const away = (e: PointerEvent) => {
      if (!panel.current?.contains(e.target as Node)) setAsking(undefined);
    };
    const escape = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setAsking(undefined);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [asking]);
  const onKeyDown = (e: KeyboardEvent, id: string) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault(); // Space would otherwise scroll the page
    choose(id);
  };
  const { hits, zones } = useTapAreas(shapes);
  const under = shapes.decorations.filter((d) => d.layer === 'under');
  const over = shapes.decorations.filter((d) => d.layer === 'over');

  return (
    <div className="body-map-frame" ref={frame}>
      <svg
        ref={svg}
        className="body-map"
        viewBox={shown?.viewBox ?? shapes.viewBox}
        data-zoomed={shown ? 'true' : undefined}
        onClickCapture={zoomFirst}
        role="group"
        data-figure={child ? 'child' : 'adult'}
        aria-label={t('bodyMap.mapLabel', { view: t(`bodyMap.views.${view}`), figure: t(`bodyMap.figure.${figure}`) })}
      >
        <g aria-hidden="true">
          {under.map((d, i) => (
            <path key={i} d={d.d} className={`body-map-${d.kind}`} />
          ))}
        </g>
        {/* Invisible, under the regions: the space round the figure, each point for the place
          nearest to it, so a finger that lands just beside a shoulder or a heel still chooses it.
          The region itself stays the button, for the keyboard and screen readers too. */}
        <g aria-hidden="true" className="body-map-hits">
          {hits.map((h) => (
            <path key={h.id} data-hit-region={h.id} d={h.d} onClick={(e) => choose(h.id, e)} />
          ))}
        </g>
        {shapes.regions.map((r) => (
          <path
            key={r.id}
            d={r.d}
            data-region={r.id}
            className="body-map-region"
            role="button"
            tabIndex={0}
            aria-label={t(`bodyMap.regions.${r.id}`)}
            aria-pressed={r.id === selectedId}
            onClick={(e) => choose(r.id, e)}
            onKeyDown={(e) => onKeyDown(e, r.id)}
            onFocus={() => setFocusedId(r.id)}
            onBlur={() => setFocusedId(undefined)}
          />
        ))}
        {/* Over the regions, round each place too small for a finger but not over it: a tap there
          may have been meant for it or for a neighbour, so it asks which. Pointer only: the
          keyboard and screen readers reach every region as a button of its own. */}
        <g aria-hidden="true" className="body-map-zones">
          {zones.map((z) => (
            <path key={z.id} data-choose={z.ids.join(' ')} d={z.d} onClick={(e) => ask(e, z)} />
          ))}
        </g>
        {/* Drawn over the regions so that neighbours never hide them; none of it catches a tap. */}
        <g aria-hidden="true" className="body-map-overlay">
          {over.map((d, i) => (
            <path key={i} d={d.d} className={`body-map-${d.kind}`} />
          ))}
          {selected && (
            <g className="body-map-selected">
              <path d={selected.d} className="body-map-selected-outline" />
              {/* Not colour alone: a check mark at the region's centre marks the choice. */}
              <g transform={`translate(${selected.cx} ${selected.cy})`}>
                <circle r={6.5} className="body-map-check-disc" />
                <path d="M-3.2 0.2 L-0.9 2.6 L3.4 -2.4" className="body-map-check" />
              </g>
            </g>
          )}
          {focused && <path d={focused.d} className="body-map-focus-ring" />}
        </g>
      </svg>
      {asking && (
        <PartButtons
          ref={panel}
          className={`finger-choice finger-choice-${asking.over !== undefined ? 'over' : asking.below ? 'below' : 'above'}`}
          title={t('bodyMap.whichPart')}
          options={fingerOptions(asking.zone).map((region) => ({
            region,
            label:
              asking.parts && region.id === asking.zone.id
                ? t(`bodyMap.${wholeOf(region.id)}`)
                : t(`bodyMap.regions.${region.id}`),
          }))}
          onSelect={(region) => choose(region.id)}
          style={{
            // The panel's centre under the finger, kept inside the figure's width.
            left: `clamp(0px, ${asking.x}px - var(--finger-choice-width) / 2, 100% - var(--finger-choice-width))`,
            top: `${asking.over ?? asking.y}px`,
          }}
        />
      )}
    </div>
  );
}

/** The gap between the finger and "Which part?" (1.75rem in body-map.css), in px. */
const FINGER_GAP = 28;
/** What "Which part?" keeps clear of the screen's top and of the sticky Continue, in px. */
const SCREEN_EDGE = 8;

/** What a tap close to a small place offers: that place, its own parts (the private parts, the throat), its neighbours. */
function fingerOptions(zone: ChoiceZone): BodyRegion[] {
  const [own, ...around] = zone.ids;
  const ids = [own, ...detailsOf(own).map((d) => d.id), ...around];
  return [...new Set(ids)].flatMap((id) => (id ? (regionById(id) ?? []) : []));
}
