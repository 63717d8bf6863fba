import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogue } from '../../lib/i18n.ts';
import { ALL_REGIONS, BODY_REGIONS, regionById, TUMMY_CRYING, type BodyView } from '../../domain/figure/regions.ts';
import { bbox, polygon } from '../../test/svg-outline.ts';
import { bodyMapEn } from '../../locales/body-map-en.ts';
import { BodyMap } from './components/body-map.tsx';
import { RegionList } from './components/region-list.tsx';

describe('BodyMap and RegionList', () => {
  beforeAll(() => {
    // The app mounts these strings into the assessment catalogue at `bodyMap`; so does the test.
    addCatalogue('assessment', { bodyMap: bodyMapEn });
  });
  afterEach(cleanup);

  it('names the map and every region, and marks the selected one', () => {
    const onSelect = vi.fn();
    render(createElement(BodyMap, { sex: 'female', view: 'front', selectedId: 'knee-left-front', onSelect }));
    const map = screen.getByRole('group', { name: 'Front of the body, female figure. Choose where it hurts.' });
    const buttons = within(map).getAllByRole('button');
    expect(buttons).toHaveLength(BODY_REGIONS.filter((r) => r.view === 'front').length);
    const knee = screen.getByRole('button', { name: 'Left knee' });
    expect(knee.getAttribute('aria-pressed')).toBe('true');
    expect(knee.getAttribute('data-region')).toBe('knee-left-front');
    expect(screen.getByRole('button', { name: 'Right knee' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('draws the left knee on the right of the picture from the front, on the left from behind', () => {
    const leftKneeX = (view: BodyView) => {
      const { container } = render(createElement(BodyMap, { sex: 'male', view, selectedId: undefined, onSelect() {} }));
      const el = container.querySelector(`[data-region="knee-left-${view}"]`);
      cleanup();
      return bbox(polygon(el?.getAttribute('d') ?? '')).cx;
    };
    expect(leftKneeX('front')).toBeGreaterThan(100);
    expect(leftKneeX('back')).toBeLessThan(100);
  });

  it('selects a region by click, Enter or Space, without scrolling on Space', () => {
    const onSelect = vi.fn();
    render(createElement(BodyMap, { sex: 'male', view: 'back', selectedId: undefined, onSelect }));
    fireEvent.click(screen.getByRole('button', { name: 'Lower back, and the sides below the ribs' }));
    expect(onSelect).toHaveBeenLastCalledWith(regionById('lower-back'), { finger: false });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Left calf' }), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(regionById('calf-left'), { finger: false });
    const notPrevented = fireEvent.keyDown(screen.getByRole('button', { name: 'Back of the neck' }), { key: ' ' });
    expect(notPrevented).toBe(false);
    expect(onSelect).toHaveBeenLastCalledWith(regionById('neck-back'), { finger: false });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Upper back' }), { key: 'a' });
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('offers every region of both views, the face, ears, eyes and throat as radios in the list', () => {
    const onSelect = vi.fn();
    render(createElement(RegionList, { view: 'back', selectedId: 'chest', onSelect }));
    const radios = screen.getAllByRole('radio', { hidden: true });
    // All but "crying and pulling the legs up", offered beside the figure for a child only.
    expect(radios).toHaveLength(ALL_REGIONS.filter((r) => r !== TUMMY_CRYING).length);
    const chest = screen.getByLabelText('Chest') as HTMLInputElement;
    expect(chest.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Right ear'));
    expect(onSelect).toHaveBeenCalledWith(regionById('ear-right'));
    // The current view's group comes first.
    expect(radios[0]?.getAttribute('value')).toBe('head-back');
    fireEvent.click(screen.getByLabelText('Left heel and ankle'));
    expect(onSelect).toHaveBeenCalledWith(regionById('heel-left'));
  });
});
