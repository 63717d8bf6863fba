import type { ConditionDetail, Video } from '@painpoint/contracts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { FlowHeader } from '../../../domain/flow/flow-header.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { OfflineNotice } from '../../../components/offline-notice.tsx';
import { useAssessment } from '../../../domain/diagnosis/use-assessment.ts';
import { allOf, known, useLoaded } from '../../../lib/cache.ts';
import { getConditions } from '../../../domain/diagnosis/get-condition.ts';
import { getVideos } from '../api/get-videos.ts';
import { TriageBadge } from '../../../domain/diagnosis/triage-badge.tsx';
import { VideoPlayer } from './video-player.tsx';
import { withEnglishValues } from '../english-values.tsx';
import { readingPage } from '../reading-page.ts';
import { inLanguageFirst } from '../video-order.ts';
import { withoutLatinTerms } from '../../../domain/diagnosis/without-latin-terms.ts';

/** How many of the best matches the page shows videos for. */
export const VIDEO_CONDITIONS = 5;

/** A condition without a checked video: its best reading page (never a promise of a player). */
function NoVideo({ condition }: { condition: ConditionDetail | undefined }) {
  const { t } = useTranslation('assessment');
  if (!condition) return null;
  const reading = readingPage(condition.sources);
  return (
    <>
      {reading ? (
        <p>
          <a href={reading.url} target="_blank" rel="noopener noreferrer" className="reading-link">
            {withEnglishValues((v) => t('videos.read', { ...v, name: withoutLatinTerms(condition.disease_name) }), {
              organisation: reading.organisation,
            })}
          </a>{' '}
          <span className="muted">{t('videos.newTab')}</span>
          <br />
          <span className="muted">{withEnglishValues((v) => t('videos.readTitle', v), { title: reading.title })}</span>
        </p>
      ) : null}
      <p>{t('videos.selfCareLead')}</p>
      {condition.self_care.length > 0 ? (
        <ul>
          {condition.self_care.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      ) : (
        <p>{t('videos.noSelfCare')}</p>
      )}
    </>
  );
}

const NO_VIDEOS = known<Video[]>([]);
const NO_CONDITIONS = known<ConditionDetail[]>([]);

/** /video-test-result: videos for the suggested conditions (docs/product.md §7 get-video-by-disease). */
export function VideosPage() {
  const { t, language } = useTranslation('assessment');
  const { answers, result } = useAssessment();
  const top = result.status === 'fulfilled' ? result.data.assessment.ranked.slice(0, VIDEO_CONDITIONS) : [];
  const key = top.length > 0 ? top.map((r) => r.disease_short_name).join(',') : undefined;
  const videos = useLoaded(key ? getVideos : NO_VIDEOS, key ?? '');
  // Conditions without a video show their self-care advice instead, from their full facts.
  const details = useLoaded(key ? getConditions : NO_CONDITIONS, key ?? '');
  const byCondition = new Map<string, Video[]>();
  if (videos.status === 'fulfilled') {
    for (const v of videos.data)
      byCondition.set(v.disease_short_name, [...(byCondition.get(v.disease_short_name) ?? []), v]);
  }
  const detail = new Map(
    details.status === 'fulfilled' ? details.data.map((d) => [d.disease_short_name, d] as const) : [],
  );
  const names =
    result.status === 'fulfilled'
      ? new Map(result.data.diseases.map((d) => [d.disease_short_name, withoutLatinTerms(d.disease_name)] as const))
      : new Map<string, string>();

  // The page appears in one piece once the ranking, the videos and the self-care facts are in.
  const all = allOf(result, ...(key ? [videos, details] : []));
  if (all.status !== 'fulfilled') {
    return (
      <div className="container flow">
        <FlowHeader title={t('videos.title')} lead={t('videos.lead')} />
        <OfflineNotice need="videos" />
        <LoadState resource={all} />
      </div>
    );
  }

  return (
    <div className="container flow">
      <FlowHeader title={t('videos.title')} lead={t('videos.lead')} />
      <OfflineNotice need="videos" />
      {result.status === 'fulfilled' && top.length === 0 ? <p className="card">{t('suggested.empty')}</p> : null}
      {videos.status === 'fulfilled'
        ? top.map((r) => {
            const list = inLanguageFirst(byCondition.get(r.disease_short_name) ?? [], language);
            return (
              <section key={r.disease_short_name} className="card video-card" data-condition={r.disease_short_name}>
                <h2>
                  {names.get(r.disease_short_name) ?? r.disease_short_name} <TriageBadge level={r.triage} />
                </h2>
                {list.map((v) => {
                  const said = v.ans_options.filter((o) => answers.symptoms[o.key] !== undefined);
                  return (
                    <div key={v.url} className="video">
                      <h3 lang={v.language ?? 'en'}>{v.title}</h3>
                      <p className="muted">
                        {withEnglishValues((o) => t('videos.by', o), { organisation: v.organisation })}
                      </p>
                      <VideoPlayer video={v} />
                      {said.length > 0 ? (
                        <>
                          <p>{t('videos.shownBecause')}</p>
                          <ul>
                            {said.map((o) => (
                              <li key={o.key}>{o.ans_option}</li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                    </div>
                  );
                })}
                {list.length === 0 ? <NoVideo condition={detail.get(r.disease_short_name)} /> : null}
              </section>
            );
          })
        : null}
      <Disclaimer />
    </div>
  );
}
