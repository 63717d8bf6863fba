/**
 * React's API, served by Preact (decision 153): the app and its libraries (React Router, zustand,
 * react-toastify, Testing Library) import `react` and `react-dom` and get `preact/compat`, 9 kB
 * brotli where React's own chunk was 58 kB on every page. Exact names only, so that `react-router`
 * stays itself. The site's build (vite.config.ts) and its unit tests (vitest.config.ts) both use
 * it, so the tests run on the renderer the site runs on.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * The libraries the unit tests load that import React: Vitest hands a library to Node as it is
 * unless told to pass it through Vite, and only then do the aliases above reach its imports.
 */
export const librariesOnReact = ['react-router', '@testing-library/react', 'zustand', 'react-toastify'];
