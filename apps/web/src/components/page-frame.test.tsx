import { act, cleanup, render } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Framed } from './page-frame.tsx';

let roots: Root[] = [];
afterEach(() => {
  for (const r of roots) act(() => r.unmount());
  roots = [];
  document.body.innerHTML = '';
  cleanup();
});

const framed = (page: ReactNode, frameDrawn: string[] = []) => {
  function Frame() {
    frameDrawn.push('frame');
    return <p>the frame</p>;
  }
  return (
    <Suspense fallback={<p>a spinner</p>}>
      <Framed frame={<Frame />}>{page}</Framed>
    </Suspense>
  );
};

/** Draws `tree` as the build does, then takes the drawing over as the browser does. */
async function drawAndHydrate(tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const drawn = container.textContent;
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) }));
  });
  return { container, drawn, errors };
}

describe('a page drawn as its frame (decision 049)', () => {
  it('is drawn by the build as the frame, taken over as drawn, then gives way to the page', async () => {
    const { container, drawn, errors } = await drawAndHydrate(framed(<p>the page</p>));
    expect(drawn).toBe('the frame');
    expect(container.textContent).toBe('the page');
    // The browser's first render was the drawing itself: React met no difference.
    expect(errors).toEqual([]);
  });

  it('keeps the frame on screen while the page waits, never a spinner in its place', async () => {
    let arrive!: (v: string) => void;
    const data = new Promise<string>((r) => (arrive = r));
    function Page() {
      return <p>the page with {use(data)}</p>;
    }
    const { container } = await drawAndHydrate(framed(<Page />));
    expect(container.textContent).toBe('the frame');
    await act(async () => arrive('its data'));
    expect(container.textContent).toBe('the page with its data');
  });

  it('is not shown on a page reached inside the app: the page renders at once', () => {
    const frameDrawn: string[] = [];
    const { container } = render(framed(<p>the page</p>, frameDrawn));
    expect(container.textContent).toBe('the page');
    expect(frameDrawn).toEqual([]);
  });

  it('is the loading state of a page reached inside the app, in place of a spinner', async () => {
    let arrive!: (v: string) => void;
    const data = new Promise<string>((r) => (arrive = r));
    function Page() {
      return <p>the page with {use(data)}</p>;
    }
    let container!: HTMLElement;
    await act(async () => {
      container = render(framed(<Page />)).container;
    });
    expect(container.textContent).toBe('the frame');
    // React shows what replaces a fallback no sooner than 300 ms after it.
    await act(async () => {
      arrive('its data');
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(container.textContent).toBe('the page with its data');
  });
});
