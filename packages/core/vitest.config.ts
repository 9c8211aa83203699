import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // the date matrix pins Date here (BANK_CLOCK_AT)
    setupFiles: ['../../scripts/bank-clock.setup.ts'],
  },
});
