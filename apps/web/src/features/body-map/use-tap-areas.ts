import { useEffect, useState } from 'react';
import type { FigureShapes } from '../../domain/figure/figure.ts';
import { choiceZones, hitAreas, type ChoiceZone, type HitArea } from '../../domain/figure/hit-areas.ts';

interface TapAreas {
  hits: readonly HitArea[];
  zones: readonly ChoiceZone[];
}

const NONE: TapAreas = { hits: [], zones: [] };

/**
 * A figure's tap areas round its places and its "Which part?" squares (decision 125), worked out
 * just after the figure is drawn rather than while it is: they cost a few milliseconds a figure
 * (more on a slow phone) that would otherwise hold up the page's first paint, and the places
 * themselves take taps meanwhile. None in the prerendered page, so it hydrates unchanged.
 */
export function useTapAreas(shapes: FigureShapes): TapAreas {
  const [areas, setAreas] = useState<TapAreas & { on: FigureShapes }>();
  useEffect(() => {
    const later = setTimeout(() => {
      setAreas({ on: shapes, hits: hitAreas(shapes.regions), zones: choiceZones(shapes.regions) });
    }, 0);
    return () => clearTimeout(later);
  }, [shapes]);
  return areas?.on === shapes ? areas : NONE;
}
