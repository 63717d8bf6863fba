import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@painpoint/contracts/languages';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES, chunkCycle, sharedChunk } from './shared-chunks.ts';

const ROOT = '/repo';
const at = (path: string) => `${ROOT}/${path}`;

describe('sharedChunk', () => {
  it('groups the shared modules by what they serve', () => {
    expect(sharedChunk(at('apps/web/src/components/page-frame.tsx'))).toBe('core');
    expect(sharedChunk(at('apps/web/src/lib/api-fetch.ts'))).toBe('core');
    expect(sharedChunk(at('apps/web/src/components/flow-frame.tsx'))).toBe('flow');
    expect(sharedChunk(at('apps/web/src/lib/answers-store.ts'))).toBe('flow');
    expect(sharedChunk(at('packages/engine/src/score.ts'))).toBe('flow');
    expect(sharedChunk(at('apps/web/src/lib/figure/regions.ts'))).toBe('figure');
    expect(sharedChunk(at('apps/web/src/features/results/match-strength.ts'))).toBe('results');
    expect(sharedChunk(at('apps/web/src/features/auth/phone.ts'))).toBe('account');
    expect(sharedChunk(at('apps/web/src/features/results/youtube-id.ts'))).toBe('results');
    expect(sharedChunk(at('apps/web/src/lib/person-on-device.ts'))).toBe('logout');
    expect(sharedChunk(at('apps/web/src/lib/offline/kept-messages.ts'))).toBe('logout');
  });

  it('leaves alone route set-up, strings, workers, the contracts, styles and packages', () => {
    for (const path of [
      'apps/web/src/app/routes/assessment-setup.ts',
      'apps/web/src/locales/assessment-en.ts',
      'apps/web/src/features/legal/legal-hi.ts',
      'apps/web/src/features/body-map/body-map-en.ts',
      'apps/web/src/lib/answer-check-account.worker.ts',
      'packages/contracts/src/errors.ts',
      'apps/web/src/styles/forms.css',
      'node_modules/zustand/esm/react.mjs',
    ]) {
      expect(sharedChunk(at(path)), path).toBeNull();
    }
  });

  it('knows every language the site has', () => {
    expect([...CATALOGUE_LANGUAGES].sort()).toEqual([...LANGUAGE_CODES].sort());
    // And every catalogue file in the app is one of them.
    const locales = join(import.meta.dirname, '../src/locales');
    for (const file of readdirSync(locales).filter((f) => !f.includes('.test.'))) {
      expect(sharedChunk(join(locales, file)), file).toBeNull();
    }
  });
});

describe('chunkCycle', () => {
  it('finds none in chunks that import each other one way', () => {
    expect(
      chunkCycle({
        'index.html': { file: 'assets/index.js', imports: ['_core.js'] },
        'src/a.tsx': { file: 'assets/a.js', imports: ['_core.js', '_flow.js'] },
        '_flow.js': { file: 'assets/flow.js', imports: ['_core.js'] },
        '_core.js': { file: 'assets/core.js' },
      }),
    ).toBeUndefined();
  });

  it('names the files of a cycle', () => {
    expect(
      chunkCycle({
        'src/a.tsx': { file: 'assets/a.js', imports: ['_core.js'] },
        '_core.js': { file: 'assets/core.js', imports: ['_flow.js'] },
        '_flow.js': { file: 'assets/flow.js', imports: ['_core.js'] },
      }),
    ).toEqual(['assets/core.js', 'assets/flow.js', 'assets/core.js']);
  });
});
