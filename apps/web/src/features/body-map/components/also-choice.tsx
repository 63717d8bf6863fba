import { useId } from 'react';
import { alsoPlacesAt, type AlsoPlace } from '@painpoint/contracts/constants';
import type { LocationKey } from '@painpoint/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAnswers } from '../../../domain/answers-store.ts';

/** The parts of the body the list groups its places under, head to toe. */
const GROUPS = ['head', 'trunk', 'arms', 'legs'] as const;
type Group = (typeof GROUPS)[number];

/**
 * Where each place sits in the list (decision 120): a place added to ALSO_PLACES fails to compile
 * here until it is given a group, so it can never drop out of the list unseen.
 */
const GROUP_OF = {
  head: 'head',
  'face-jaw': 'head',
  mouth: 'head',
  eye: 'head',
  ear: 'head',
  throat: 'head',
  neck: 'head',
  chest: 'trunk',
  breast: 'trunk',
  'upper-abdomen': 'trunk',
  'mid-abdomen': 'trunk',
  'lower-abdomen-pelvis': 'trunk',
  'upper-back': 'trunk',
  'mid-back': 'trunk',
  'lower-back': 'trunk',
  shoulder: 'arms',
  'upper-arm': 'arms',
  'elbow-forearm': 'arms',
  'wrist-hand': 'arms',
  'hip-groin': 'legs',
  buttock: 'legs',
  bottom: 'legs',
  genitals: 'legs',
  thigh: 'legs',
  knee: 'legs',
  'lower-leg': 'legs',
  calf: 'legs',
  'ankle-foot': 'legs',
} as const satisfies Record<AlsoPlace, Group>;

/**
 * "It also hurts in…" (decisions 093 and 120): the other places the same pain reaches, as optional
 * tick boxes under the chosen place — no extra screen. Closed until opened, so a one-place pain
 * costs nothing; open whenever places are ticked. The places come in four labelled groups, two
 * to a row, so the open list is about half a phone screen rather than three. Native tick boxes in
 * fieldsets: a tap, the keyboard (Tab, Space) and a screen reader (group, then place) all work.
 * Cleared when the place changes (the answers go too).
 */
export function AlsoChoice({ own }: { own: LocationKey }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const also = useAnswers((s) => s.answers.also) ?? [];
  const chooseAlso = useAnswers((s) => s.chooseAlso);
  const toggle = (place: AlsoPlace) =>
    chooseAlso(also.includes(place) ? also.filter((p) => p !== place) : [...also, place]);
  const offered = alsoPlacesAt(own);
  return (
    <details className="why also-choice" open={also.length > 0 || undefined}>
      <summary>{t('location.alsoTitle')}</summary>
      <fieldset className="field also-places" aria-describedby={`${id}-hint`}>
        <legend className="visually-hidden">{t('location.alsoTitle')}</legend>
        <p id={`${id}-hint`} className="field-hint">
          {t('location.alsoHint')}
        </p>
        {GROUPS.map((group) => {
          const places = offered.filter((p) => GROUP_OF[p] === group);
          if (places.length === 0) return null;
          return (
            <fieldset key={group} className="also-group" data-group={group}>
              <legend>{t(`location.alsoGroups.${group}`)}</legend>
              <div className="also-grid">
                {places.map((p) => (
                  <label key={p} className="choice" data-place={p}>
                    <input
                      type="checkbox"
                      name="also"
                      value={p}
                      checked={also.includes(p)}
                      onChange={() => toggle(p)}
                    />
                    <span>{t(`history.places.${p}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </fieldset>
    </details>
  );
}
