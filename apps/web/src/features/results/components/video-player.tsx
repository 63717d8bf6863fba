import type { Video } from '@painpoint/contracts';
import { useState } from 'react';
import { withEnglishValues } from '../english-values.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { youTubeId } from '../youtube-id.ts';

/**
 * A click-to-load facade: nothing is requested from the video host (no thumbnail, no script)
 * until the visitor presses play; then the privacy-enhanced player loads. Videos that cannot be
 * embedded are a plain link to the organisation's own page.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const { t } = useTranslation('assessment');
  const [playing, setPlaying] = useState(false);
  const id = youTubeId(video.url);
  // A Hindi video's title is Hindi: only English titles are marked as English words.
  const english = (video.language ?? 'en') === 'en';
  const title: Record<string, string> = english ? {} : { title: video.title };
  const englishTitle: Record<string, string> = english ? { title: video.title } : {};
  if (!id) {
    return (
      <p>
        <a href={video.url} target="_blank" rel="noopener noreferrer" className="video-link">
          {withEnglishValues((v) => t('videos.watchAt', { ...v, ...title }), {
            ...englishTitle,
            organisation: video.organisation,
          })}{' '}
          <span className="visually-hidden">{t('videos.newTab')}</span>
        </a>
      </p>
    );
  }
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={video.title}
          lang={video.language ?? 'en'}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
      <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
        <rect width="68" height="48" rx="12" />
        <path d="M27 14v20l18-10z" />
      </svg>
      <span className="video-facade-title">
        {withEnglishValues((v) => t('videos.play', { ...v, ...title }), englishTitle)}
      </span>
      <span className="video-facade-note">{t('videos.facade')}</span>
    </button>
  );
}
