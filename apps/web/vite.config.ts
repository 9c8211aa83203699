/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ossLicenses } from './build/oss-licenses.ts';
import { serviceWorker } from './build/service-worker.ts';

/** The version and build shown on /aboutComp: package.json's version and the commit it is built from. */
function buildInfo() {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
  let commit = process.env.CARTEIRA_BUILD_COMMIT ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      commit = 'unknown';
    }
  }
  return { version: String(version), commit, builtAt: new Date().toISOString() };
}

const server = process.env.CARTEIRA_SERVER_URL ?? 'http://localhost:8080';
// The bank gateway and product backend live under /api, the financing service under /v1/api.
const proxy = {
  '/api': { target: server, changeOrigin: true },
  '/v1/api': { target: server, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), ossLicenses(), serviceWorker()],
  define: { __CARTEIRA_BUILD__: JSON.stringify(buildInfo()) },
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
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // the date matrix pins Date in ../../scripts/bank-clock.setup.ts (BANK_CLOCK_AT)
    setupFiles: ['../../scripts/bank-clock.setup.ts', 'src/test/setup.ts'],
    restoreMocks: true,
  },
});
