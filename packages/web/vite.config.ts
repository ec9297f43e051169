import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './vite-compress.plugin';
import { contractForBrowser } from './vite-contract.plugin';
import { mantineComponentStyles } from './vite-mantine-styles.plugin';

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [contractForBrowser(), mantineComponentStyles(), react(), compressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
