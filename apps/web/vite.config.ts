import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';

const preactReact = fileURLToPath(new URL('./src/lib/preact/react.ts', import.meta.url));
const preactClient = fileURLToPath(new URL('./src/lib/preact/react-dom-client.ts', import.meta.url));
/** Exact names only (`find` as a pattern): `react-dom/server` and the like must not be caught by `react-dom`. */
const browserReactAliases = [
  { find: /^react$/, replacement: preactReact },
  { find: /^react-dom$/, replacement: preactReact },
  { find: /^react-dom\/client$/, replacement: preactClient },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * One `npm run build`, two bundles (ADR 066): the browser's app into dist/ and, with `--ssr`, the server render's
 * entry into dist-server/ (outside dist/, so it is never served as a file). The server render needs neither the
 * service worker, the styles nor precompressed copies.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The browser runs Preact under React's names (ADR 082); the server render stays React.
  resolve: isSsrBuild ? {} : { alias: browserReactAliases },
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        // The service worker at /sw.js and the Kaartwijs manifest (ADR 053); the app registers the worker itself.
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/sw',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          // Precache the build's code, styles and icons; pages and images are cached as they are visited.
          injectManifest: { globPatterns: ['**/*.{js,css,svg,png,woff2}'], globIgnores: ['**/*.map'] },
          manifest: {
            id: '/',
            name: 'Kaartwijs — menubeheer voor coffeeshops',
            short_name: 'Kaartwijs',
            description: 'Menu’s, schermen en reserveringen voor coffeeshops en horeca.',
            lang: 'nl',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            theme_color: '#10b981',
            background_color: '#ffffff',
            icons: [
              { src: '/icons/kaartwijs-192.png', sizes: '192x192', type: 'image/png' },
              { src: '/icons/kaartwijs-512.png', sizes: '512x512', type: 'image/png' },
              { src: '/icons/kaartwijs-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
        }),
        precompress(),
      ],
  server: {
    port: 5173,
    // In development the API runs on its own port; the browser talks to one origin.
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  // The manifest tells the bundle budget check (scripts/bundle-budget.ts) which chunks each page loads.
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // No preload list inside the code for lazy chunks (ADR 084): Vite's helper added a `modulepreload` link for
        // each of a page's ≈ 35 chunks inside the layout's hydration task, over half of that task on a phone. The
        // browser fetches a chunk's imports when the chunk arrives; the HTML's own list (the entry's) stays.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
        rolldownOptions: {
          output: {
            // The libraries every page starts with, as one chunk: left to itself Rolldown cut them into six shared
            // chunks plus parts of the entry, each compressed alone; together they are ≈ 5 KB of gzip lighter on
            // every first load (ADR 082). Only libraries the entry imports anyway go here, so nothing runs earlier than before.
            codeSplitting: {
              groups: [
                {
                  name: 'base',
                  test: /node_modules[\\/](preact|react-router|i18next|react-i18next|@tanstack|html-parse-stringify|void-elements)[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}));
