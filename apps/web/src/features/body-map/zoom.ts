import type { MouseEvent } from 'react';

/**
 * The scale, in screen px per figure unit, at which every place on the figure takes a 44×44 px
 * tap with its share of the space round it (decision 125). A finger's tap on a figure drawn smaller
 * draws the part round it at ZOOM_SCALE first (decision 147).
 */
export const FINGER_SCALE = 1.8;
/** A little over FINGER_SCALE, so rounding and borders never take a place under 44 px. */
export const ZOOM_SCALE = 2;

/** The part of a figure drawn larger: its view box, and the whole figure's view box it is part of. */
export interface Zoom {
  viewBox: string;
  /** The figure's own view box: another figure or view shows whole. */
  on: string;
}

/** A tap by a finger or a pen. A mouse, the keyboard and a screen reader choose at any size. */
export function isFinger(e: MouseEvent): boolean {
  const type = (e.nativeEvent as Partial<PointerEvent>).pointerType;
  return type === 'touch' || type === 'pen';
}

/**
 * The window of `whole` (a view box "x y w h") drawn at ZOOM_SCALE in a box of `width`×`height` px,
 * centred on `at` (figure units) but kept inside the figure, so no tap shows empty space.
 */
export function zoomAround(whole: string, at: { x: number; y: number }, width: number, height: number): Zoom {
  const [x0 = 0, y0 = 0, w = 0, h = 0] = whole.split(' ').map(Number);
  const clamp = (v: number, size: number, from: number, span: number) =>
    size >= span ? from + (span - size) / 2 : Math.min(Math.max(v - size / 2, from), from + span - size);
  const zw = width / ZOOM_SCALE;
  const zh = height / ZOOM_SCALE;
  const x = clamp(at.x, zw, x0, w);
  const y = clamp(at.y, zh, y0, h);
  const r = (v: number) => Math.round(v * 100) / 100;
  return { viewBox: `${r(x)} ${r(y)} ${r(zw)} ${r(zh)}`, on: whole };
}
