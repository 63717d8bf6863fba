import type { Video } from '@painpoint/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { VideoPlayer } from './components/video-player.tsx';
import { inLanguageFirst } from './video-order.ts';

beforeAll(() => addCatalogue('assessment', assessmentEn));
afterEach(cleanup);

const video = (url: string, language?: Video['language']): Video => ({
  disease_short_name: 'collateral_ligament_sprain',
  disease_name: 'Knee ligament sprain',
  url,
  title: language === 'hi' ? 'घुटने के शुरुआती व्यायाम' : 'Early knee exercises - introduction',
  organisation: 'Cambridge University Hospitals NHS Foundation Trust',
  ...(language ? { language } : {}),
  ans_options: [],
});

describe('a video on the videos page', () => {
  it('from YouTube: a button and nothing from the host until it is pressed, then the privacy-enhanced player', () => {
    const { container } = render(<VideoPlayer video={video('https://www.youtube.com/watch?v=2iB8pcKzJgo', 'en')} />);
    expect(container.querySelector('iframe, img, script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Play video: Early knee exercises/ }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/2iB8pcKzJgo?autoplay=1&rel=0');
    expect(frame?.getAttribute('lang')).toBe('en');
  });

  it('elsewhere: a link to the organisation’s page, with no player', () => {
    const { container } = render(<VideoPlayer video={video('https://www.bbc.co.uk/news/av/health-10954802')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://www.bbc.co.uk/news/av/health-10954802');
    // An English title is marked as English words inside a translated sentence.
    expect(container.querySelector('[lang="en"]')?.textContent).toBe('Early knee exercises - introduction');
  });

  it('in Hindi: its title is not marked as English, and its player speaks Hindi', () => {
    const { container } = render(<VideoPlayer video={video('https://youtu.be/2iB8pcKzJgo', 'hi')} />);
    expect(container.querySelector('[lang="en"]')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(container.querySelector('iframe')?.getAttribute('lang')).toBe('hi');
  });
});

describe('the order of a condition’s videos', () => {
  const en = video('https://example.org/en', 'en');
  const hi = video('https://example.org/hi', 'hi');
  const unsaid = video('https://example.org/unsaid');
  it('puts the visitor’s language first and keeps the rest in order', () => {
    expect(inLanguageFirst([en, unsaid, hi], 'hi')).toEqual([hi, en, unsaid]);
    expect(inLanguageFirst([hi, en, unsaid], 'en')).toEqual([en, unsaid, hi]);
  });
});
