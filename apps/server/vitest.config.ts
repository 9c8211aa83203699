import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['src/test/global-setup.ts'],
    // the date matrix pins Date here (BANK_CLOCK_AT)
    setupFiles: ['../../scripts/bank-clock.setup.ts'],
  },
});
