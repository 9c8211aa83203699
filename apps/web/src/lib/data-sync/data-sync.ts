import { PixKeyType } from '@carteira/core/pix';
import {
  DATA_SYNC_INTERVAL_MS,
  type DataSyncProperty,
  dataSyncDue,
  type ShellVariant,
} from '@carteira/core/shell-session';

export const DATA_SYNC_BASE = '/api/product';
const STORAGE_PREFIX = 'carteira.dataSync.';

/** How many Pix keys of each type the account holds (GET_PIX_KEY_METRICS). */
export interface PixKeyCounts {
  CPF: number;
  CNPJ: number;
  PHONE: number;
  EMAIL: number;
  EVP: number;
}

/** The key types counted, by their codes in core (PixKeyType: CPF 1, CNPJ 2, PHONE 3, EMAIL 4, EVP 5). */
const COUNTED = ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'] as const;

export function countPixKeys(keys: readonly { idTipoChave: number }[]): PixKeyCounts {
  const counts: PixKeyCounts = { CPF: 0, CNPJ: 0, PHONE: 0, EMAIL: 0, EVP: 0 };
  for (const key of keys) {
    const type = COUNTED.find((t) => PixKeyType[t] === key.idTipoChave);
    if (type) counts[type] += 1;
  }
  return counts;
}

export interface DataSyncDeps {
  variant: ShellVariant;
  /** Whose sync it is: the week is counted per account on this device. */
  accountKey: string;
  bankToken: () => string | null;
  /** GET_CARD_STATUS_IN_GPAY: whether the phone has a wallet a card can be added to. */
  phoneWalletAvailable: () => Promise<boolean>;
  /** GET_PIX_KEY_METRICS: the account's keys (their type codes only are sent). */
  pixKeys: () => Promise<readonly { idTipoChave: number }[]>;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now?: () => number;
  fetchFn?: typeof fetch;
}

export type DataSyncOutcome = 'notDue' | 'sent' | 'tooSoon' | 'failed';

/**
 * The data sync (cross-cutting.md sections 3, 4 and 7), at most once every 604800000 ms: the app asks
 * getDataSyncProperties which data the backend needs (neededDataProperties), gathers only those and
 * sends them. The last run is kept on the device; the backend refuses a sooner one on its own.
 */
export async function runDataSync(deps: DataSyncDeps): Promise<DataSyncOutcome> {
  const now = deps.now ?? Date.now;
  const storage = deps.storage ?? globalThis.localStorage;
  const fetchFn = deps.fetchFn ?? ((...args) => fetch(...args));
  const key = `${STORAGE_PREFIX}${deps.accountKey}`;
  const kept = Number(storage?.getItem(key) ?? Number.NaN);
  if (!dataSyncDue(Number.isFinite(kept) ? kept : null, now())) return 'notDue';
  const token = deps.bankToken();
  if (!token) return 'failed';
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  try {
    const asked = await fetchFn(`${DATA_SYNC_BASE}/getDataSyncProperties/${deps.variant}`, { headers });
    if (!asked.ok) return 'failed';
    const { neededDataProperties = [], lastSyncAt } = (await asked.json()) as {
      neededDataProperties?: DataSyncProperty[];
      lastSyncAt?: number | null;
    };
    if (typeof lastSyncAt === 'number' && !dataSyncDue(lastSyncAt, now())) {
      storage?.setItem(key, String(lastSyncAt));
      return 'tooSoon';
    }
    const body: Record<string, unknown> = { variant: deps.variant };
    if (neededDataProperties.includes('GET_CARD_STATUS_IN_GPAY')) {
      body.GET_CARD_STATUS_IN_GPAY = { phoneWalletAvailable: await deps.phoneWalletAvailable() };
    }
    if (neededDataProperties.includes('GET_PIX_KEY_METRICS')) {
      body.GET_PIX_KEY_METRICS = countPixKeys(await deps.pixKeys());
    }
    const sent = await fetchFn(`${DATA_SYNC_BASE}/dataSync`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (sent.status === 429) {
      const { nextAt } = (await sent.json().catch(() => ({}))) as { nextAt?: number };
      if (typeof nextAt === 'number') storage?.setItem(key, String(nextAt - DATA_SYNC_INTERVAL_MS));
      return 'tooSoon';
    }
    if (!sent.ok) return 'failed';
    storage?.setItem(key, String(now()));
    return 'sent';
  } catch {
    return 'failed';
  }
}
