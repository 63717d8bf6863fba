import { language, translator, type Namespace, type TFunction } from './i18n.ts';

const translators = new Map<Namespace, unknown>();

/**
 * The strings of one catalogue for a component (default: `common`). `t` is the same function on
 * every render, so it is safe in effect and memo dependencies.
 */
export function useTranslation<N extends Namespace = 'common'>(ns?: N): { t: TFunction<N>; language: string } {
  const name = (ns ?? 'common') as N;
  let t = translators.get(name) as TFunction<N> | undefined;
  if (!t) {
    t = translator(name);
    translators.set(name, t);
  }
  return { t, language };
}
