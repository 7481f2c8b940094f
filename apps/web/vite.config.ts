import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    // In development the API runs on its own port; the browser talks to one origin.
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  // The manifest tells the bundle budget check (scripts/bundle-budget.ts) which chunks each page loads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
