import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogue } from '../../../lib/i18n.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { summaryCase } from '../summary-fixture.ts';
import { ShareSummary } from './share-summary.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));

/** What the browser offers, set on this page's navigator for one test (jsdom has neither). */
function browserWith(offers: { share?: Navigator['share']; writeText?: Clipboard['writeText'] }) {
  if (offers.share) Object.defineProperty(navigator, 'share', { value: offers.share, configurable: true });
  if (offers.writeText)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: offers.writeText }, configurable: true });
}
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderShare() {
  const { data, answers } = summaryCase(['collapse__warning', 'days__how_long']);
  return render(<ShareSummary data={data} answers={answers} />);
}

const { share: s } = assessmentEn.summary;

/** Lets the click's promise (share or copy) settle and React draw what follows. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('sharing the summary for a doctor', () => {
  it('hands the summary as text to the phone’s share menu', async () => {
    const share = vi.fn<Navigator['share']>().mockResolvedValue(undefined);
    browserWith({ share, writeText: vi.fn() });
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: s.button, description: s.buttonHint }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const [given] = share.mock.calls[0] ?? [];
    expect(given?.title).toBe('Pain summary for a doctor');
    expect(given?.text).toContain('Patient: Female, 34 years, 60 kg');
    expect(given?.text).toContain('2. How long has it hurt?\n   A few days');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes closing the share menu for what it is, not an error', async () => {
    browserWith({ share: vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')) });
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: s.button }));
    await settled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('copies the text where there is no share menu, and says so', async () => {
    const writeText = vi.fn<Clipboard['writeText']>().mockResolvedValue(undefined);
    browserWith({ writeText });
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: s.copy, description: s.copyHint }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(s.copied));
    expect(writeText).toHaveBeenCalledOnce();
    expect(writeText.mock.calls[0]?.[0]).toMatch(/^Pain summary for a doctor\n[^]*Knowledge base version abc123$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['sharing', { share: vi.fn() }, s.button, s.shareFailed],
    ['copying', { writeText: vi.fn() }, s.copy, s.copyFailed],
  ])('says plainly when %s fails', async (_, offers, button, message) => {
    for (const fails of Object.values(offers)) fails.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    browserWith(offers);
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers nothing where the browser can neither share nor copy', () => {
    const { container } = renderShare();
    expect(container.innerHTML).toBe('');
  });
});
