import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadAloud, voiceFor } from './read-aloud.tsx';

const voice = (lang: string) => ({ lang, name: lang }) as SpeechSynthesisVoice;

/** The phone's speech as the Web Speech API gives it, with the voices it has. */
function fakeSpeech(voices: SpeechSynthesisVoice[]) {
  const spoken: { text: string; lang: string; onend: (() => void) | null }[] = [];
  const synth = {
    getVoices: () => voices,
    speak: vi.fn((u: { text: string; lang: string; onend: (() => void) | null }) => spoken.push(u)),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  class Utterance {
    voice: SpeechSynthesisVoice | null = null;
    lang = '';
    onend: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return { synth, spoken };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('read aloud', () => {
  it('prefers the Indian voice of the language, and any voice of it otherwise', () => {
    expect(voiceFor([voice('en-US'), voice('en-IN'), voice('hi-IN')], 'en')?.lang).toBe('en-IN');
    expect(voiceFor([voice('en_GB')], 'en')?.lang).toBe('en_GB');
    expect(voiceFor([voice('en-US')], 'hi')).toBeUndefined();
  });

  it('reads the question and its answers in order with the phone’s voice, and a second press stops it', () => {
    const { synth, spoken } = fakeSpeech([voice('en-US'), voice('en-IN')]);
    render(<ReadAloud texts={() => ['How did it start?', 'Suddenly', '', 'Slowly']} />);
    const button = screen.getByRole('button', { name: 'Read aloud' });
    fireEvent.click(button);
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([
      ['How did it start?', 'en-IN'],
      ['Suddenly', 'en-IN'],
      ['Slowly', 'en-IN'],
    ]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(spoken).toHaveLength(3);
    // The voice's own end sets the button back too.
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    act(() => spoken.at(-1)?.onend?.());
    expect(screen.getByRole('button', { name: 'Read aloud' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is left out where the phone has no voice for the language, or no speech at all', () => {
    fakeSpeech([voice('fr-FR')]);
    render(<ReadAloud texts={() => ['Hello']} />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    vi.stubGlobal('speechSynthesis', undefined);
    render(<ReadAloud texts={() => ['Hello']} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
