import { VideoList } from '@painpoint/contracts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { cachedByKey } from '../../../lib/cache.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** GET /diagnosis/get-video-by-disease/?diseases=a,b (the key is the comma-joined short names), kept for the visit. */
export const getVideos = cachedByKey((names) => apiFetch(apiPaths.videos(names.split(',').filter(Boolean)), VideoList));
