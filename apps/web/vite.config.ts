import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Route chunks are small; the report below is what bench/bundle-size.ts reads.
    manifest: true,
    // (Rolldown's options; Vite 8 builds with Rolldown.)
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and its DOM renderer change rarely: one long-cached chunk shared by every route.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Everything else the first page needs, in the entry chunk rather than in several small
            // shared chunks: fewer requests, and one file compresses better than its parts.
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/user': 'http://localhost:3000',
      '/diagnosis': 'http://localhost:3000',
    },
  },
});
