import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../body-map.css';
import { figureShapes, type Sex } from '../../../domain/figure/figure.ts';
import { hitTargets } from '../../../domain/figure/hit-targets.ts';
import { regionById, type BodyRegion, type BodyView } from '../../../domain/figure/regions.ts';

interface BodyMapProps {
  sex: Sex;
  /** A check "for my child": the boy's or the girl's figure (decision 104). */
  child?: boolean;
  view: BodyView;
  selectedId: string | undefined;
  onSelect(region: BodyRegion): void;
}

/**
 * The tappable body figure. Every region is a toggle button in the keyboard order head to feet;
 * the list in region-list.tsx offers the same choice without the picture.
 */
export function BodyMap({ sex, child = false, view, selectedId, onSelect }: BodyMapProps) {
  const { t } = useTranslation('assessment');
  const [focusedId, setFocusedId] = useState<string>();
  const shapes = figureShapes(sex, view, child);
  const figure = child ? (sex === 'male' ? 'boy' : 'girl') : sex;
  const selected = shapes.regions.find((r) => r.id === selectedId);
  const focused = shapes.regions.find((r) => r.id === focusedId);

  const choose = (id: string) => {
    const region = regionById(id);
    if (region) onSelect(region);
  };
  const onKeyDown = (e: KeyboardEvent, id: string) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault(); // Space would otherwise scroll the page
    choose(id);
  };
  const hits = hitTargets(shapes.regions);
  const under = shapes.decorations.filter((d) => d.layer === 'under');
  const over = shapes.decorations.filter((d) => d.layer === 'over');

  return (
    <svg
      className="body-map"
      viewBox={shapes.viewBox}
      role="group"
      data-figure={child ? 'child' : 'adult'}
      aria-label={t('bodyMap.mapLabel', { view: t(`bodyMap.views.${view}`), figure: t(`bodyMap.figure.${figure}`) })}
    >
      <g aria-hidden="true">
        {under.map((d, i) => (
          <path key={i} d={d.d} className={`body-map-${d.kind}`} />
        ))}
      </g>
      {/* Invisible squares under the regions that give the thin and small places a finger's tap
          (44×44 px on a 360 px phone, decision 114) where no other place is: round an elbow, a
          heel. The region itself stays the button, for the keyboard and screen readers too. */}
      <g aria-hidden="true" className="body-map-hits">
        {hits.map((h) => (
          <rect
            key={h.id}
            data-hit-region={h.id}
            x={h.x}
            y={h.y}
            width={h.side}
            height={h.side}
            onClick={() => choose(h.id)}
          />
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
          onClick={() => choose(r.id)}
          onKeyDown={(e) => onKeyDown(e, r.id)}
          onFocus={() => setFocusedId(r.id)}
          onBlur={() => setFocusedId(undefined)}
        />
      ))}
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
  );
}
