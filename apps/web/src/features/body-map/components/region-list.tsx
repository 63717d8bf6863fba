import { useTranslation } from '../../../lib/use-translation.ts';
import '../body-map.css';
import {
  ALL_OVER,
  SKIN,
  BODY_REGIONS,
  DETAIL_REGIONS,
  type BodyRegion,
  type BodyView,
} from '../../../domain/figure/regions.ts';

interface RegionListProps {
  /** The view shown on the map; its regions come first. */
  view?: BodyView;
  selectedId: string | undefined;
  onSelect(region: BodyRegion): void;
}

/**
 * The same choice as the body map, as native radio buttons: for screen readers, switch access and
 * anyone who finds the picture hard to use. Arrow keys move between the radios as browsers do.
 */
export function RegionList({ view = 'front', selectedId, onSelect }: RegionListProps) {
  const { t } = useTranslation('assessment');
  const views: BodyView[] = view === 'back' ? ['back', 'front'] : ['front', 'back'];
  // The current view's regions first, then the other view's, then the face, ears, eyes and
  // throat, then pain in many places or all over, then the skin anywhere (decision 100).
  const groups = [
    ...views.map((v) => ({
      key: v,
      legend: t(`bodyMap.views.${v}`),
      regions: BODY_REGIONS.filter((r) => r.view === v),
    })),
    { key: 'more', legend: t('bodyMap.moreGroup'), regions: DETAIL_REGIONS },
    { key: 'all-over', legend: t('bodyMap.allOverGroup'), regions: [ALL_OVER] },
    { key: 'skin', legend: t('bodyMap.skinGroup'), regions: [SKIN] },
  ];

  return (
    <details className="region-list">
      <summary className="region-list-summary">{t('bodyMap.listSummary')}</summary>
      <fieldset className="region-list-fieldset">
        <legend className="region-list-legend">{t('bodyMap.listLegend')}</legend>
        {groups.map((g) => (
          <fieldset key={g.key} className="region-list-group">
            <legend className="region-list-group-legend">{g.legend}</legend>
            <div className="region-list-options">
              {g.regions.map((r) => (
                <label key={r.id} className="region-list-option">
                  <input
                    type="radio"
                    name="body-region"
                    value={r.id}
                    checked={r.id === selectedId}
                    onChange={() => onSelect(r)}
                  />
                  <span>{t(`bodyMap.regions.${r.id}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
    </details>
  );
}
