import { UNSAFE_createMemoryHistory } from 'react-router';
import { type AppHistory, createAppHistory } from './app-history.ts';

type Entry = string | { pathname: string; state?: unknown };

/** The app's history over memory entries, for tests (the browser's is made in main.tsx). */
export function memoryAppHistory(initialEntries: Entry[], initialIndex?: number): AppHistory {
  return createAppHistory(
    UNSAFE_createMemoryHistory({
      initialEntries,
      ...(initialIndex === undefined ? {} : { initialIndex }),
      v5Compat: true,
    }),
  );
}
