import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { Router } from 'react-router';
import type { AppHistory } from './app-history.ts';
import { NavigatingContext } from './navigating.ts';
import { AppHistoryContext } from './use-hold-back.ts';

/**
 * react-router in declarative mode over the app's history. Each move is a transition: a page whose
 * chunk is still loading keeps the current page on screen, and NavigatingContext says so meanwhile.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [navigating, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <AppHistoryContext value={history}>
      <NavigatingContext value={navigating}>
        <Router location={location} navigationType={action} navigator={history}>
          {children}
        </Router>
      </NavigatingContext>
    </AppHistoryContext>
  );
}
