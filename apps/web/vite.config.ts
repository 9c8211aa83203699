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
        // Fewer, larger chunks: over HTTP/1.1 a browser opens 6 connections to the server, so many small
        // chunks queue behind each other. What the entry needs statically is one chunk, and TanStack
        // Query with its provider another, loaded by the first page that queries.
        codeSplitting: {
          groups: [
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/](app[\\/]query-provider|lib[\\/]query-client)\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
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
