import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';

describe('OpenAPI', () => {
  it('serves the document and the browsable docs', async () => {
    const app = await build();
    const doc = (await app.inject('/docs/json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/site-config/']));
    const ui = await app.inject('/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });
});
