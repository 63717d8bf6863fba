import { lazy, type ComponentType } from 'react';
import { stringsReady } from './i18n.ts';

/**
 * React's `lazy`, for a module that brings strings: it is ready once its code has loaded and the
 * catalogues its set-up started loading (in the active language) have arrived (i18n.ts).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const module = await load();
    await stringsReady();
    return module;
  });
}
