import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as react from 'react';
import * as reactDomClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';

/** The unit tests draw with the renderer the site ships (decision 153), not with React itself. */
describe('the renderer under the tests', () => {
  it('is Preact, through React’s names', () => {
    expect(react.useState).toBe(compat.useState);
    expect(react.createElement).toBe(compat.createElement);
    expect(reactDomClient.createRoot).toBe(compatClient.createRoot);
  });
});
