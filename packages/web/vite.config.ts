import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildStamp } from './vite-build-stamp.plugin';
import { compressAssets } from './vite-compress.plugin';
import { contractForBrowser } from './vite-contract.plugin';
import { mantineHooksAtFirstRender } from './vite-mantine-hooks.plugin';
import { mantineComponentStyles } from './vite-mantine-styles.plugin';

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [contractForBrowser(), mantineHooksAtFirstRender(), mantineComponentStyles(), react(), compressAssets(), buildStamp()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The first file is all of what every page needs (about 500 kB before compression, 150 kB over the
    // wire); `npm run bench` holds the budgets that matter, in bytes sent.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Few files, not many small ones: over HTTP/1.1 a phone fetches six at a time, so 89 requests
        // for the first list screen meant fifteen rounds of latency before it could draw.
        codeSplitting: {
          groups: [
            // What every page needs from the start (React, the router, the shell, the login page): one file.
            { name: 'app', tags: ['$initial'] },
            // What asks for a list screen's first page while the screen's code is on its way: small and
            // apart from the kit, so the request leaves as soon as the first file has run.
            {
              name: 'list-data',
              test: /src[\\/](app[\\/]routes[\\/]list-prefetch|shared[\\/]list[\\/](list-query|list-url\.util))\./,
            },
            // What only forms use (the schemas' zod, the form state, number inputs), in a file of its
            // own: a list screen draws without it and its dialogs bring it when they open.
            {
              name: 'forms',
              minShareCount: 2,
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](zod|@mantine[\\/]form|react-number-format|klona|fast-deep-equal)[\\/]|[\\/](NumberInput|NumberFormatter)[\\/]|src[\\/]shared[\\/]ui[\\/]form[\\/]/,
            },
            // Libraries and shared parts used by three screens or more: one file, fetched once and
            // cached for every screen after.
            { name: 'kit', minShareCount: 3, test: /node_modules|src[\\/]shared/ },
          ],
          // What is left shared between two screens and small goes into each of them instead of
          // into a file of its own.
          experimentalInlineCommonChunks: { maxSize: 8000 },
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
