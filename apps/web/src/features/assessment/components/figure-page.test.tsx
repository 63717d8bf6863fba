import type { Sex } from '@painpoint/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAnswers } from '../../../domain/answers-store.ts';
import { figureShapes } from '../../../domain/figure/figure.ts';
import { addCatalogue } from '../../../lib/i18n.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { checkEn } from '../../../locales/check-en.ts';
import { renderPage } from '../../../test/render.tsx';
import { bbox, crossings, subpaths, type Pt } from '../../../test/svg-outline.ts';
import { FigurePage } from './figure-page.tsx';

const LABELS: Record<Sex, string> = { male: 'Male', female: 'Female' };

beforeAll(() => {
  addCatalogue('check', checkEn);
  addCatalogue('assessment', assessmentEn);
});
afterEach(cleanup);

/** The picture inside the choice button, and the `d` of each of its paths. */
function picture(sex: Sex, name = LABELS[sex]) {
  renderPage(<FigurePage />, '/man-body');
  const button = screen.getByRole('button', { name });
  const svg = button.querySelector('svg');
  if (!svg) throw new Error(`no picture in the ${sex} button`);
  const ds = [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '');
  return { button, svg, ds };
}

/**
 * The body's outline as a person would judge it, from the picture's largest path (the body, not
 * the hair or a detail line), in shares of the figure's height so that any drawing can be
 * measured: the width across the shoulders; below them, the width of the piece of the outline
 * that crosses the midline (the trunk, without the arms) at its narrowest (the waist) and at its
 * widest (the hips). Pieces that touch (neighbouring regions) count as one.
 */
function outline(ds: string[]) {
  const shapes = ds.map(subpaths).filter((s) => s.length > 0);
  const box = (s: Pt[][]) => bbox(s.flat());
  const body = shapes.reduce((a, b) => (box(b).maxY - box(b).minY > box(a).maxY - box(a).minY ? b : a));
  const { minY, maxY, cx } = box(body);
  const height = maxY - minY;
  const touching = height / 500;
  const spans = (share: number) => {
    const y = minY + share * height;
    const pieces = body
      .map((poly) => crossings(poly, y).sort((a, b) => a - b))
      .flatMap((xs) => xs.flatMap((x, i) => (i % 2 === 0 ? [[x, xs[i + 1]!] as Pt] : [])))
      .sort((a, b) => a[0] - b[0]);
    const merged: Pt[] = [];
    for (const [a, b] of pieces) {
      const last = merged.at(-1);
      if (last && a <= last[1] + touching) merged[merged.length - 1] = [last[0], Math.max(last[1], b)];
      else merged.push([a, b]);
    }
    return merged;
  };
  const range = (from: number, to: number) => Array.from({ length: 41 }, (_, i) => from + ((to - from) * i) / 40);
  const full = (share: number) => {
    const s = spans(share);
    return s.length ? s.at(-1)![1] - s[0]![0] : 0;
  };
  const trunk = (share: number) => {
    const piece = spans(share).find(([a, b]) => a <= cx && cx <= b);
    return piece ? piece[1] - piece[0] : 0;
  };
  return {
    shoulders: Math.max(...range(0.15, 0.27).map(full)),
    waist: Math.min(...range(0.32, 0.45).map(trunk)),
    hips: Math.max(...range(0.4, 0.56).map(trunk)),
  };
}

describe('the figure choice on /man-body', () => {
  it('offers Male and Female as buttons named by their text, with a decorative picture', () => {
    for (const sex of ['male', 'female'] as const) {
      const { button, svg } = picture(sex);
      expect(button.getAttribute('aria-pressed')).toBe('false');
      expect(button.textContent).toBe(LABELS[sex]);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.querySelector('[role], [tabindex]')).toBeNull();
      cleanup();
    }
  });

  it("draws the body map's own man and woman from the front: every region's outline and the hair", () => {
    for (const sex of ['male', 'female'] as const) {
      const { ds } = picture(sex);
      const map = figureShapes(sex, 'front');
      const drawn = ds.join(' ');
      for (const r of map.regions) expect(drawn, `${sex} ${r.id}`).toContain(r.d);
      const hair = map.decorations.filter((d) => d.kind === 'hair');
      expect(hair.length).toBeGreaterThan(0);
      for (const h of hair) expect(ds, `${sex} hair`).toContain(h.d);
      cleanup();
    }
  });

  it('shows a man and a woman at a glance: his shoulders far wider than his hips, her waist', () => {
    const man = outline(picture('male').ds);
    cleanup();
    const woman = outline(picture('female').ds);
    // The thresholds of the body map's own test (decision 037), measured on the pictures.
    expect(man.shoulders / man.hips).toBeGreaterThan(1.4);
    expect(woman.shoulders / woman.hips).toBeLessThan(1.12);
    expect(man.shoulders / man.hips - woman.shoulders / woman.hips).toBeGreaterThan(0.35);
    expect(woman.waist / woman.hips).toBeLessThan(0.65);
    expect(man.waist / man.hips).toBeGreaterThan(0.85);
  });
});

describe('the figure choice for "my child" (issue 35, decision 104)', () => {
  it("draws a boy and a girl with the body map's child figure", () => {
    useAnswers.getState().chooseFor('child');
    for (const [sex, name] of [
      ['male', 'Boy'],
      ['female', 'Girl'],
    ] as const) {
      const drawn = picture(sex, name).ds.join(' ');
      for (const r of figureShapes(sex, 'front', true).regions) expect(drawn, `${sex} ${r.id}`).toContain(r.d);
      expect(drawn).not.toContain(figureShapes(sex, 'front').regions[0]!.d);
      cleanup();
    }
    useAnswers.getState().clear();
  });
});
