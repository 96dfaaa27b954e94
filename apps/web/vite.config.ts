import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { keepEarlierBuildsPlugin } from './scripts/keep-earlier-builds.js';

const API_SERVER = 'http://localhost:5000';

export default defineConfig(({ command }) => ({
  // A tab opened before a deploy can still download the previous builds' chunks.
  plugins: [react(), tailwindcss(), keepEarlierBuildsPlugin()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // React Router's package exports always resolve to its development build; the production
      // build drops the dev-only warnings and is several kilobytes smaller.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(import.meta.resolve('react-router')).href.replace(
                  '/development/',
                  '/production/',
                ),
              ),
            },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/uploads': API_SERVER,
      '/paypal-sandbox': API_SERVER,
    },
  },
  build: {
    // scripts/route-javascript.mjs reads the manifest to sum each route's JavaScript.
    manifest: true,
    target: 'es2022',
    // Every browser the shop supports (ES2022) has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chunks are named by their hash alone: the entry lists every chunk's file for its
      // preloads, on every page's first load, and the names cost 1.3 KB gzip there (decision 24).
      // The manifest still maps each source module to its chunk.
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            {
              // TanStack Query in one chunk rather than the six that automatic splitting made
              // of it (pages use different parts): 10.3 KB gzip instead of 12.9 on the home
              // page, where every part is used, and one file name less in the entry's preload
              // list per part (decision 0026). Only its own modules: React stays in the entry.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // The contract's modules only declare schemas and constants. Saying so lets a page that
        // imports a message or a helper leave zod and every unused schema out of its chunk.
        moduleSideEffects: (id: string) => !id.includes('/packages/contract/src/'),
      },
    },
  },
}));
