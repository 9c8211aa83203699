import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait up to 5 s (1 s by default): a lazy page's chunk can take longer than a second
// to import on a busy 2-core machine, which failed a passing test now and then.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// The page tests read Portuguese, the app's default; jsdom's browser says en-US, which the app now
// follows on a first start (lib/i18n/locale-store.ts), so the test browser speaks Brazilian Portuguese.
if (globalThis.navigator) {
  Object.defineProperty(globalThis.navigator, 'languages', { value: ['pt-BR'], configurable: true });
  Object.defineProperty(globalThis.navigator, 'language', { value: 'pt-BR', configurable: true });
}
