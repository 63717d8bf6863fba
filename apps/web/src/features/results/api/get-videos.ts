import type { Video } from '@painpoint/contracts';
import { getJson } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

const isVideos = (v: unknown): v is Video[] =>
  Array.isArray(v) &&
  v.every(
    (x: Video) =>
      typeof x?.disease_short_name === 'string' &&
      typeof x.url === 'string' &&
      /^https:\/\//.test(x.url) &&
      typeof x.title === 'string' &&
      typeof x.organisation === 'string' &&
      Array.isArray(x.ans_options),
  );

/** GET /diagnosis/get-video-by-disease/?diseases=a,b (the key is the comma-joined short names). */
export const getVideos = (names: string): Promise<Video[]> =>
  getJson(apiPaths.videos(names.split(',').filter(Boolean)), isVideos);
