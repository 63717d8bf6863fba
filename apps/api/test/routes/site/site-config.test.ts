import { describe, expect, it } from 'vitest';
import { build } from '../../helper.ts';

describe('site configuration', () => {
  it('serves the grievance officer from configuration', async () => {
    const app = await build({ GRIEVANCE_OFFICER_NAME: 'Asha Rao', GRIEVANCE_OFFICER_EMAIL: 'asha@example.org' });
    const res = await app.inject('/api/site-config/');
    expect(res.json().grievance_officer).toMatchObject({ name: 'Asha Rao', email: 'asha@example.org' });
  });
});
