/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.CARTEIRA_SERVER_URL ?? 'http://localhost:8080';
// The bank gateway and product backend live under /api, the financing service under /v1/api.
const proxy = {
  '/api': { target: server, changeOrigin: true },
  '/v1/api': { target: server, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // one lazy chunk per feature area, named after it: assets/feature-<area>-<hash>.js
        chunkFileNames: (chunk) => {
          const feature = chunk.facadeModuleId?.match(/features\/([\w-]+)\/routes\.ts$/)?.[1];
          return feature ? `assets/feature-${feature}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // the date matrix pins Date in ../../scripts/bank-clock.setup.ts (BANK_CLOCK_AT)
    setupFiles: ['../../scripts/bank-clock.setup.ts', 'src/test/setup.ts'],
    restoreMocks: true,
  },
});
