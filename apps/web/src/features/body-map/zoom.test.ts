import { describe, expect, it } from 'vitest';
import { ZOOM_SCALE, zoomAround } from './zoom.ts';

const box = (z: { viewBox: string }) => z.viewBox.split(' ').map(Number);

describe('zoomAround (decision 147)', () => {
  it('draws a window of the frame size at ZOOM_SCALE px a unit, centred on the tap', () => {
    const z = zoomAround('0 0 200 400', { x: 100, y: 200 }, 352, 300);
    expect(box(z)).toEqual([12, 125, 352 / ZOOM_SCALE, 300 / ZOOM_SCALE]);
    expect(z.on).toBe('0 0 200 400');
  });

  it('keeps the window inside the figure at its edges', () => {
    expect(box(zoomAround('0 0 200 400', { x: 0, y: 0 }, 352, 300))).toEqual([0, 0, 176, 150]);
    expect(box(zoomAround('0 0 200 400', { x: 200, y: 400 }, 352, 300))).toEqual([24, 250, 176, 150]);
  });

  it('centres a window wider than the figure', () => {
    expect(box(zoomAround('0 0 200 400', { x: 10, y: 200 }, 480, 300))).toEqual([-20, 125, 240, 150]);
  });
});
