import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_API, LINK_TOKEN_PATTERN } from '@painpoint/contracts/account-constants';
import { describe, expect, it } from 'vitest';
import { ROUTE_SCRIPTS_TEMPLATE } from '../../scripts/prerender-pages.ts';

// public/theme-init.js runs before the app and cannot import its modules: what it copies from them
// must stay the same.
const script = readFileSync(join(import.meta.dirname, '../../public/theme-init.js'), 'utf8');

describe('theme-init.js, where it copies the app', () => {
  it('checks a password link with the contract’s token pattern, at the address the app asks', () => {
    expect(script).toContain(`.test(token)`);
    expect(script).toContain(`!${LINK_TOKEN_PATTERN.toString()}.test(token)`);
    expect(ACCOUNT_API.setPassword('TOKEN')).toBe('/user/set-password/TOKEN/');
    expect(script).toContain(`'/user/set-password/' + encodeURIComponent(token) + '/'`);
  });

  it('fetches a drawn page’s route scripts from the template the build puts them in', () => {
    expect(script).toContain(`document.getElementById('${ROUTE_SCRIPTS_TEMPLATE}')`);
  });

  it('says when the page was shown where the app waits for it (src/lib/first-paint.ts)', () => {
    expect(script).toContain('window.painpointShown = new Promise(');
  });
});
