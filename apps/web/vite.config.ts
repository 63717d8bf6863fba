import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Route chunks are small; the report below is what bench/bundle-size.ts reads.
    manifest: true,
    rollupOptions: {
      output: {
        // React and its DOM renderer change rarely: one long-cached chunk shared by every route.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
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
