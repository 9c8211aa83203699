/**
 * The feed's local card states (cross-cutting.md section 3, Content-card feed: "a local database named
 * 'states' holds served, scratched and deleted cards"): kept on this device under the storage key
 * `states`, per customer (account key) and story. Served counts the home visits a card was seen in (the
 * viewport list), which the show limits read; deleted keeps a dismissed card out of the feed even before
 * the bank has heard of it. No card of the feed scratches yet, so nothing writes `scratched` (decision 0037).
 */
export const STATES_KEY = 'states';
/** At most this many stories are kept per customer; the oldest go first. */
export const STATES_MAX = 200;

export interface CardState {
  served: number;
  scratched: boolean;
  deleted: boolean;
}

type Stored = Record<string, Record<string, CardState>>;

const EMPTY: CardState = { served: 0, scratched: false, deleted: false };

function read(): Stored {
  try {
    const raw = globalThis.localStorage?.getItem(STATES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function write(all: Stored): void {
  try {
    globalThis.localStorage?.setItem(STATES_KEY, JSON.stringify(all));
  } catch {
    // a storage that refuses it: the states last this visit only
  }
}

function change(account: string, storyIds: readonly string[], edit: (s: CardState) => CardState): void {
  if (!account || storyIds.length === 0) return;
  const all = read();
  const mine = { ...all[account] };
  for (const id of storyIds) {
    const was = mine[id];
    // taken out and put back last, so the oldest entries come first
    delete mine[id];
    mine[id] = edit({ ...EMPTY, ...was });
  }
  const keys = Object.keys(mine);
  for (const old of keys.slice(0, Math.max(0, keys.length - STATES_MAX))) delete mine[old];
  write({ ...all, [account]: mine });
}

export const cardStates = {
  /** This customer's states on this device, by story id. */
  of(account: string): Readonly<Record<string, CardState>> {
    return read()[account] ?? {};
  },
  /** The cards seen in one more home visit. */
  served(account: string, storyIds: readonly string[]): void {
    change(account, storyIds, (s) => ({ ...s, served: s.served + 1 }));
  },
  /** A card dismissed on this device. */
  deleted(account: string, storyId: string): void {
    change(account, [storyId], (s) => ({ ...s, deleted: true }));
  },
};
