import { LOCATION_KEYS } from '@painpoint/contracts/constants';
import { describe, expect, it } from 'vitest';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { bbox, inside, polygon, crossings, type Pt } from '../../test/svg-outline.ts';
import { figureShapes, type Sex } from './figure.ts';
import {
  ALL_OVER,
  ALL_REGIONS,
  BODY_REGIONS,
  DETAIL_REGIONS,
  SKIN,
  detailsOf,
  figureRegionOf,
  regionById,
  type BodyView,
} from './regions.ts';

const SEXES: Sex[] = ['male', 'female'];
const VIEWS: BodyView[] = ['front', 'back'];
/** The man and the woman, and the boy and the girl drawn for a check "for my child" (decision 104). */
const FIGURES = [false, true].flatMap((child) =>
  SEXES.flatMap((sex) => VIEWS.map((view) => ({ sex, view, child, who: child ? `child (${sex})` : sex }))),
);
/** The map is 343 CSS px wide on a 375 px phone; a tap target must be 44 × 44 CSS px there. */
const RENDERED_WIDTH = 343;
const MIN_TARGET_PX = 44;

function viewBoxSize(viewBox: string) {
  const [, , w, h] = viewBox.split(' ').map(Number);
  return { width: w!, height: h! };
}

describe('body regions', () => {
  it('have unique ids, and regionById finds each', () => {
    const ids = BODY_REGIONS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of ALL_REGIONS) expect(regionById(r.id)).toBe(r);
    expect(new Set(ALL_REGIONS.map((r) => r.id)).size).toBe(ALL_REGIONS.length);
    // Every detail choice hangs off a region of the figure, which offers it after a tap.
    for (const d of DETAIL_REGIONS)
      expect(
        BODY_REGIONS.some((r) => r.id === d.parent),
        d.id,
      ).toBe(true);
    expect(regionById('elbow')).toBeUndefined();
  });

  it('offer the bottom after the lower back or either buttock is tapped, and mark the lower back', () => {
    const bottom = regionById('bottom');
    for (const id of ['lower-back', 'buttock-left', 'buttock-right'] as const)
      expect(
        detailsOf(id).map((d) => d.id),
        id,
      ).toEqual(['bottom']);
    expect(detailsOf('upper-back')).toEqual([]);
    expect(bottom && figureRegionOf(bottom)).toBe('lower-back');
  });

  it('offer the private parts after the lower belly or either groin is tapped, and mark the lower belly', () => {
    const genitals = regionById('genitals');
    for (const id of ['lower-abdomen', 'groin-left', 'groin-right'] as const)
      expect(
        detailsOf(id).map((d) => d.id),
        id,
      ).toEqual(['genitals']);
    expect(detailsOf('mid-abdomen')).toEqual([]);
    expect(detailsOf('thigh-left-front')).toEqual([]);
    expect(genitals && figureRegionOf(genitals)).toBe('lower-abdomen');
  });

  it('reach every knowledge-base location, from the figure or its detail choices', () => {
    const keys = new Set(ALL_REGIONS.map((r) => r.key));
    expect([...LOCATION_KEYS].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('offer "all over" beside the figure, never as a part drawn on it', () => {
    expect(ALL_OVER.key).toBe('all-over');
    expect(BODY_REGIONS.some((r) => r.key === 'all-over')).toBe(false);
    expect(figureRegionOf(ALL_OVER)).toBeUndefined();
    expect(detailsOf(figureRegionOf(ALL_OVER))).toEqual([]);
    expect(regionById('all-over')).toBe(ALL_OVER);
  });

  it('offer the skin, anywhere, beside the figure too, never as a part drawn on it (decision 100)', () => {
    expect(SKIN.key).toBe('skin');
    expect([...BODY_REGIONS, ...DETAIL_REGIONS].some((r) => r.key === 'skin')).toBe(false);
    expect(figureRegionOf(SKIN)).toBeUndefined();
    expect(detailsOf(figureRegionOf(SKIN))).toEqual([]);
    expect(regionById('skin')).toBe(SKIN);
  });

  it('each have an English label, and no label is left over', () => {
    const labels: Record<string, string> = assessmentEn.bodyMap.regions;
    for (const r of ALL_REGIONS) expect(labels[r.id], r.id).toMatch(/\S/);
    expect(Object.keys(labels).sort()).toEqual(ALL_REGIONS.map((r) => r.id).sort());
  });

  it('come in left/right pairs, named after the side they are on', () => {
    for (const r of BODY_REGIONS) {
      if (!r.side) {
        expect(r.id, r.id).not.toMatch(/-(left|right)(-|$)/);
        continue;
      }
      expect(r.id).toContain(`-${r.side}`);
      const other = r.side === 'left' ? 'right' : 'left';
      const twin = regionById(r.id.replace(`-${r.side}`, `-${other}`));
      expect(twin, r.id).toMatchObject({ key: r.key, view: r.view, side: other });
    }
  });
});

describe.each(FIGURES)('the $who figure from the $view', ({ sex, view, child }) => {
  const shapes = figureShapes(sex, view, child);
  const { width, height } = viewBoxSize(shapes.viewBox);
  const polys = new Map<string, Pt[]>(shapes.regions.map((r) => [r.id, polygon(r.d)]));
  const poly = (id: string) => polys.get(id)!;

  it('has exactly the regions of its view, in head-to-feet order', () => {
    expect(shapes.regions.map((r) => r.id)).toEqual(BODY_REGIONS.filter((r) => r.view === view).map((r) => r.id));
  });

  it('fits a phone screen: a view box of about 1 wide to 2 high', () => {
    expect(height / width).toBeGreaterThan(1.8);
    expect(height / width).toBeLessThan(2.2);
    for (const p of [...polys.values()].flat()) {
      expect(p[0]).toBeGreaterThanOrEqual(0);
      expect(p[0]).toBeLessThanOrEqual(width);
      expect(p[1]).toBeGreaterThanOrEqual(0);
      expect(p[1]).toBeLessThanOrEqual(height);
    }
  });

  it('gives every region a tap target of at least 44 × 44 CSS px at 343 px wide', () => {
    const minUnits = (MIN_TARGET_PX * width) / RENDERED_WIDTH;
    const small = shapes.regions
      .map((r) => ({ id: r.id, box: bbox(poly(r.id)) }))
      .filter(({ box }) => box.maxX - box.minX < minUnits || box.maxY - box.minY < minUnits)
      .map(({ id }) => id);
    expect(small).toEqual([]);
  });

  it("puts the person's left on the correct side of the midline", () => {
    const mid = width / 2;
    for (const r of shapes.regions) {
      const side = regionById(r.id)?.side;
      if (!side) continue;
      const box = bbox(poly(r.id));
      // From the front the person faces us, so their left is on our right; from behind, on our left.
      const onViewersRight = (side === 'left') === (view === 'front');
      if (onViewersRight) expect(box.minX, r.id).toBeGreaterThanOrEqual(mid);
      else expect(box.maxX, r.id).toBeLessThanOrEqual(mid);
    }
  });

  it('keeps every pair of regions apart: distinct centres, and no point in two regions', () => {
    const centres = shapes.regions.map((r) => bbox(poly(r.id)));
    for (let i = 0; i < centres.length; i++) {
      for (let j = i + 1; j < centres.length; j++) {
        const a = centres[i]!;
        const b = centres[j]!;
        expect(Math.hypot(a.cx - b.cx, a.cy - b.cy)).toBeGreaterThan(5);
      }
    }
    const boxes = shapes.regions.map((r) => ({ id: r.id, box: bbox(poly(r.id)) }));
    const overlaps: string[] = [];
    // Off-grid sample points, so that none lies exactly on a shared edge.
    for (let x = 0.137; x < width; x += 0.9) {
      for (let y = 0.291; y < height; y += 0.9) {
        const hits = boxes.filter(
          ({ id, box }) => x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY && inside([x, y], poly(id)),
        );
        if (hits.length > 1) overlaps.push(`${hits.map((h) => h.id).join(' & ')} at ${x.toFixed(1)},${y.toFixed(1)}`);
      }
    }
    expect(overlaps.slice(0, 5)).toEqual([]);
  });

  it('marks a selection inside the selected region', () => {
    for (const r of shapes.regions) expect(inside([r.cx, r.cy], poly(r.id)), r.id).toBe(true);
  });
});

describe('the middle of the tummy and of the back (issue 35)', () => {
  const centreY = (sex: Sex, view: BodyView, id: string) =>
    bbox(polygon(figureShapes(sex, view).regions.find((r) => r.id === id)!.d)).cy;

  it.each(SEXES)('put the belly button drawn on the %s figure inside the middle of the tummy', (sex) => {
    const shapes = figureShapes(sex, 'front');
    const navel = shapes.decorations.find(
      (d) => d.kind === 'line' && bbox(polygon(d.d)).maxX - bbox(polygon(d.d)).minX < 4,
    );
    expect(navel).toBeDefined();
    const mid = polygon(shapes.regions.find((r) => r.id === 'mid-abdomen')!.d);
    const box = bbox(polygon(navel!.d));
    expect(inside([box.cx, box.cy], mid)).toBe(true);
  });

  it.each(SEXES)('stack the %s figure from the top: upper, middle, lower', (sex) => {
    expect(centreY(sex, 'front', 'upper-abdomen')).toBeLessThan(centreY(sex, 'front', 'mid-abdomen'));
    expect(centreY(sex, 'front', 'mid-abdomen')).toBeLessThan(centreY(sex, 'front', 'lower-abdomen'));
    expect(centreY(sex, 'back', 'upper-back')).toBeLessThan(centreY(sex, 'back', 'mid-back'));
    expect(centreY(sex, 'back', 'mid-back')).toBeLessThan(centreY(sex, 'back', 'lower-back'));
  });
});

describe('the two figures', () => {
  it('differ visibly: shoulders, hips and a bust line', () => {
    const span = (sex: Sex, ...ids: string[]) => {
      const pts = figureShapes(sex, 'front')
        .regions.filter((r) => ids.includes(r.id))
        .flatMap((r) => polygon(r.d));
      const box = bbox(pts);
      return box.maxX - box.minX;
    };
    const shoulders = (sex: Sex) => span(sex, 'shoulder-left-front', 'shoulder-right-front');
    const hips = (sex: Sex) => span(sex, 'groin-left', 'groin-right');
    expect(shoulders('male')).toBeGreaterThan(shoulders('female'));
    expect(hips('female')).toBeGreaterThan(hips('male'));
    expect(span('male', 'upper-abdomen')).toBeGreaterThan(span('female', 'upper-abdomen'));
    const lines = (sex: Sex) => figureShapes(sex, 'front').decorations.filter((d) => d.kind === 'line').length;
    expect(lines('female')).toBeGreaterThan(lines('male'));
  });
});

describe('the child figure (issue 35)', () => {
  const box = (sex: Sex, child: boolean, ...ids: string[]) =>
    bbox(
      figureShapes(sex, 'front', child)
        .regions.filter((r) => ids.includes(r.id))
        .flatMap((r) => polygon(r.d)),
    );
  const height = (b: ReturnType<typeof bbox>) => b.maxY - b.minY;
  const width = (b: ReturnType<typeof bbox>) => b.maxX - b.minX;

  it.each(SEXES)("has a child's bigger head and shorter legs than the %s figure", (sex) => {
    const whole = height(box(sex, false, ...BODY_REGIONS.map((r) => r.id)));
    const head = (child: boolean) => height(box(sex, child, 'head-front')) / whole;
    const legs = (child: boolean) =>
      height(box(sex, child, 'thigh-left-front', 'knee-left-front', 'lower-leg-left-front', 'ankle-foot-left-front'));
    // An adult's head is about an eighth of the height, a young child's about a fifth.
    expect(head(false)).toBeLessThan(0.13);
    expect(head(true)).toBeGreaterThan(0.17);
    expect(legs(true) / legs(false)).toBeLessThan(0.9);
    expect(width(box(sex, true, 'head-front')) / width(box(sex, false, 'head-front'))).toBeGreaterThan(1.3);
  });

  it('is the same build for a boy and a girl, without an adult shape, only the hair differs', () => {
    const paths = (sex: Sex) => figureShapes(sex, 'front', true).regions.map((r) => r.d);
    expect(paths('male')).toEqual(paths('female'));
    const hair = (sex: Sex) => figureShapes(sex, 'front', true).decorations.filter((d) => d.kind === 'hair');
    expect(hair('male')).not.toEqual(hair('female'));
    // No bust and no chest muscle: only the collarbones and the belly button as lines.
    const lines = figureShapes('female', 'front', true).decorations.filter((d) => d.kind === 'line');
    expect(lines).toHaveLength(3);
    const shoulders = width(box('male', true, 'shoulder-left-front', 'shoulder-right-front'));
    expect(shoulders).toBeLessThan(width(box('male', false, 'shoulder-left-front', 'shoulder-right-front')));
  });
});

/**
 * The front outline as a person would judge it: the width across the shoulders, and the width of
 * the trunk at every height from the armpits to the crotch, read from the regions' paths. The
 * bust is the widest the trunk gets above the waist, the hips the widest below it.
 */
function silhouette(sex: Sex) {
  const shapes = figureShapes(sex, 'front');
  const poly = (id: string) => polygon(shapes.regions.find((r) => r.id === id)!.d);
  const trunk = ['chest', 'upper-abdomen', 'mid-abdomen', 'lower-abdomen', 'groin-left', 'groin-right'].map(poly);
  const width = (y: number) => {
    const xs = trunk.flatMap((p) => crossings(p, y));
    return Math.max(...xs) - Math.min(...xs);
  };
  const shoulders = bbox([...poly('shoulder-left-front'), ...poly('shoulder-right-front')]);
  const armpitY = bbox(poly('shoulder-left-front')).maxY;
  const crotchY = bbox(poly('lower-abdomen')).maxY;
  const profile: { y: number; w: number }[] = [];
  for (let y = armpitY + 1; y < crotchY; y += 0.5) profile.push({ y, w: width(y) });
  const waist = profile.reduce((a, b) => (b.w < a.w ? b : a));
  const widest = (part: typeof profile) => Math.max(...part.map((p) => p.w));
  return {
    shoulders: shoulders.maxX - shoulders.minX,
    belowArmpit: profile[0]!.w,
    bust: widest(profile.filter((p) => p.y < waist.y)),
    waist: waist.w,
    hips: widest(profile.filter((p) => p.y > waist.y)),
  };
}

describe('the man and the woman', () => {
  const man = silhouette('male');
  const woman = silhouette('female');

  it('differ in build: his shoulders far wider than his hips, hers about as wide as her hips', () => {
    const ratio = (s: typeof man) => s.shoulders / s.hips;
    expect(ratio(man)).toBeGreaterThan(1.4);
    expect(ratio(woman)).toBeLessThan(1.12);
    expect(ratio(man) - ratio(woman)).toBeGreaterThan(0.35);
  });

  it('give her a bust and a waist clearly narrower than both bust and hips', () => {
    // Her outline swells below the armpit (the side of the bust) before it narrows to the waist.
    expect(woman.bust - woman.belowArmpit).toBeGreaterThan(2);
    expect(woman.waist / woman.bust).toBeLessThan(0.82);
    expect(woman.waist / woman.hips).toBeLessThan(0.65);
  });

  it('give him a trunk that tapers from the chest and a nearly straight waist', () => {
    expect(man.bust - man.belowArmpit).toBeLessThan(0.5);
    expect(man.waist / man.hips).toBeGreaterThan(0.85);
  });
});
