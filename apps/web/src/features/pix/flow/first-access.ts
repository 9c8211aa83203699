/** Where the accounts that have seen Pix first access on this device are remembered. */
export const FIRST_ACCESS_STORAGE_KEY = 'carteira.pix.firstAccessSeen';

export interface LandingVisit {
  /** The account's keys, once known. */
  keyCount: number;
  /** This account has already seen first access on this device. */
  seen: boolean;
  /** The landing was reached by moving inside the app, not by a link, a deep link or a reload. */
  navigatedInApp: boolean;
  /** The landing was opened to go straight on to an action (a deep link's send or receive, a scan). */
  withAction: boolean;
}

// The landing sends to first access only a customer with no Pix key, on their first Pix visit on this device, reached from inside the app with no action to carry out.
export function shouldOpenFirstAccess(visit: LandingVisit): boolean {
  return visit.keyCount === 0 && !visit.seen && visit.navigatedInApp && !visit.withAction;
}

function seenAccounts(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FIRST_ACCESS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function hasSeenFirstAccess(accountKey: string, storage: Storage = localStorage): boolean {
  return seenAccounts(storage).includes(accountKey);
}

/** Remembers that the account has seen first access (a full or blocked storage just forgets). */
export function markFirstAccessSeen(accountKey: string, storage: Storage = localStorage): void {
  const seen = seenAccounts(storage);
  if (seen.includes(accountKey)) return;
  try {
    storage.setItem(FIRST_ACCESS_STORAGE_KEY, JSON.stringify([...seen, accountKey].slice(-20)));
  } catch {
    // nothing to do: first access may show once more
  }
}
