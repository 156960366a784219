import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/creators-assets/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps are written for error reports but not referenced from the files (and never served).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // TanStack Query and the contracts in one chunk rather than a file per hook: every page needs
        // them, and one file compresses better and costs one request instead of eight.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|packages[\\/]contracts[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/monitoring': 'http://127.0.0.1:3000' } },
});
