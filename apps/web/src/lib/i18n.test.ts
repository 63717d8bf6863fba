import { describe, expect, it } from 'vitest';
import { addCatalogue, interpolate, translator } from './i18n.ts';

describe('translator', () => {
  const t = translator('common');

  it('reads nested keys of the bundled catalogue', () => {
    expect(t('nav.home')).toBe('Home');
    expect(t('home.steps.where.title')).toBe('Show where it hurts');
  });

  it('fills {{placeholders}} and leaves unknown ones as written', () => {
    expect(interpolate('{{count}} shown of {{ total }}', { count: 3, total: 10 })).toBe('3 shown of 10');
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(interpolate('{{a}}{{a}}', { a: 'x' })).toBe('xx');
  });

  it('answers the key itself for a missing string or a catalogue not yet loaded', () => {
    const about = translator('about');
    expect(about('title')).toBe('title');
    // A group is not a string: asked for as text, the key comes back.
    expect(t('nav' as 'nav.home')).toBe('nav');
  });

  it('hands back lists and groups with returnObjects', () => {
    expect(t('home.steps', { returnObjects: true })).toMatchObject({ where: { title: 'Show where it hurts' } });
  });

  it('keeps the first catalogue added for a namespace', () => {
    addCatalogue('about', { title: 'About PainPoint' } as never);
    addCatalogue('about', { title: 'Replaced' } as never);
    expect(translator('about')('title')).toBe('About PainPoint');
  });
});
