import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/creators-assets/',
  plugins: [react()],
  // Source maps are written for error reports but not referenced from the files (and never served).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/monitoring': 'http://127.0.0.1:3000' } },
});
