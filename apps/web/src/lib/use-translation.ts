import { language, translator, type Namespace, type TFunction } from './i18n.ts';

/** The strings of one catalogue for a component (default: `common`); `t` is stable between renders. */
export function useTranslation<N extends Namespace = 'common'>(ns?: N): { t: TFunction<N>; language: string } {
  return { t: translator((ns ?? 'common') as N), language };
}
