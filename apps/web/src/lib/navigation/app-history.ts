import type { Location, Navigator, UNSAFE_createBrowserHistory } from 'react-router';

/** react-router's browser (or memory) history, created with `v5Compat: true`. */
export type BaseHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
/** One change of the current entry: how (POP, PUSH, REPLACE), where to, and by how many entries. */
export type HistoryUpdate = Parameters<Parameters<BaseHistory['listen']>[0]>[0];

/** A screen that keeps the system back (browser or phone button) for itself while `holds()` says so. */
export interface BackHold {
  holds(): boolean;
  /** What the held back does instead of leaving the screen. */
  onBack(): void;
}

/** The app's history: the router's navigator, any number of listeners, and holds on the system back. */
export interface AppHistory extends Navigator {
  readonly action: BaseHistory['action'];
  readonly location: Location;
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** The latest hold registered decides; the returned function releases it. */
  holdBack(hold: BackHold): () => void;
}

/**
 * Wraps a history so a screen can hold the system back. A held back (a POP, back or forward) never
 * reaches the listeners: the history goes the other way by the same number of entries (that echo is
 * ignored too), so the address stays, and the hold's onBack runs instead, once the echo has landed. A POP without a known
 * distance (an entry this app did not write) is not held.
 */
export function createAppHistory(base: BaseHistory): AppHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const holds: BackHold[] = [];
  let undoing = false;
  // the held back's onBack, run once the history is back at the held entry: a browser's go() is
  // asynchronous, and an onBack that moves (replaces the screen) must move from that entry
  let afterUndo: (() => void) | null = null;

  base.listen((update) => {
    if (update.action === 'POP') {
      if (undoing) {
        undoing = false;
        const run = afterUndo;
        afterUndo = null;
        run?.();
        return;
      }
      const hold = holds.at(-1);
      if (hold?.holds() && update.delta) {
        undoing = true;
        afterUndo = () => hold.onBack();
        base.go(-update.delta);
        return;
      }
    }
    for (const listener of [...listeners]) listener(update);
  });

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state) => base.push(to, state),
    replace: (to, state) => base.replace(to, state),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    holdBack(hold) {
      holds.push(hold);
      return () => {
        const at = holds.indexOf(hold);
        if (at >= 0) holds.splice(at, 1);
      };
    },
  };
}
