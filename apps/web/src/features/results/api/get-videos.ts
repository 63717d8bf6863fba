import { request } from '../../../lib/api-client.ts';
import { cachedByLanguage } from '../../../lib/cache.ts';
import { apiPaths } from '../../../lib/paths.ts';

/**
 * GET /diagnosis/get-video-by-disease/?diseases=a,b (the key is the comma-joined short names), in the
 * visitor's language, kept for the visit.
 */
export const getVideos = cachedByLanguage((names, lang) =>
  request(apiPaths.videos(names.split(',').filter(Boolean), lang), 'VideoList'),
);
