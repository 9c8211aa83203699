import { DATA_SYNC_INTERVAL_MS } from '@carteira/core/shell-session';
import { describe, expect, it, vi } from 'vitest';
import { countPixKeys, type DataSyncDeps, runDataSync } from './data-sync.ts';

const NOW = 1_800_000_000_000;

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function setup(needed: string[], options: { lastSyncAt?: number | null; postStatus?: number } = {}) {
  const storage = memory();
  const fetchFn = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
    String(url).includes('getDataSyncProperties')
      ? Response.json({
          neededDataProperties: needed,
          syncIntervalMs: DATA_SYNC_INTERVAL_MS,
          lastSyncAt: options.lastSyncAt ?? null,
        })
      : Response.json({ nextAt: NOW + 1000 }, { status: options.postStatus ?? 202 }),
  );
  let now = NOW;
  const deps: DataSyncDeps = {
    variant: 'maker',
    accountKey: 'acc-1',
    bankToken: () => 'bank',
    phoneWalletAvailable: vi.fn(async () => true),
    pixKeys: vi.fn(async () => [{ idTipoChave: 1 }, { idTipoChave: 5 }, { idTipoChave: 5 }]),
    storage,
    now: () => now,
    fetchFn: fetchFn as typeof fetch,
  };
  const advance = (ms: number) => {
    now += ms;
  };
  return { deps, fetchFn, storage, advance };
}

describe('data sync', () => {
  it('gathers only what the backend asks for and sends it, then waits 604800000 ms', async () => {
    const { deps, fetchFn, advance } = setup(['GET_PIX_KEY_METRICS']);
    expect(await runDataSync(deps)).toBe('sent');
    expect(fetchFn).toHaveBeenNthCalledWith(1, '/api/product/getDataSyncProperties/maker', expect.anything());
    const body = JSON.parse(String(fetchFn.mock.calls[1]?.[1]?.body));
    expect(body).toEqual({
      variant: 'maker',
      GET_PIX_KEY_METRICS: { CPF: 1, CNPJ: 0, PHONE: 0, EMAIL: 0, EVP: 2 },
    });
    expect(deps.phoneWalletAvailable).not.toHaveBeenCalled();
    advance(DATA_SYNC_INTERVAL_MS - 1);
    expect(await runDataSync(deps)).toBe('notDue');
    expect(fetchFn).toHaveBeenCalledTimes(2);
    advance(1);
    expect(await runDataSync(deps)).toBe('sent');
  });

  it('reports the phone wallet when asked (GET_CARD_STATUS_IN_GPAY)', async () => {
    const { deps, fetchFn } = setup(['GET_CARD_STATUS_IN_GPAY']);
    expect(await runDataSync(deps)).toBe('sent');
    expect(JSON.parse(String(fetchFn.mock.calls[1]?.[1]?.body))).toEqual({
      variant: 'maker',
      GET_CARD_STATUS_IN_GPAY: { phoneWalletAvailable: true },
    });
  });

  it('a sync the backend already has this week (another device) is not sent again, and is remembered', async () => {
    const { deps, fetchFn, storage } = setup(['GET_PIX_KEY_METRICS'], { lastSyncAt: NOW - 1000 });
    expect(await runDataSync(deps)).toBe('tooSoon');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(storage.data.get('carteira.dataSync.acc-1')).toBe(String(NOW - 1000));
    const refused = setup(['GET_PIX_KEY_METRICS'], { postStatus: 429 });
    expect(await runDataSync(refused.deps)).toBe('tooSoon');
    expect(refused.storage.data.get('carteira.dataSync.acc-1')).toBe(
      String(NOW + 1000 - DATA_SYNC_INTERVAL_MS),
    );
  });

  it('counts keys by the Pix type codes, ignoring unknown ones', () => {
    expect(
      countPixKeys([{ idTipoChave: 2 }, { idTipoChave: 3 }, { idTipoChave: 4 }, { idTipoChave: 6 }]),
    ).toEqual({
      CPF: 0,
      CNPJ: 1,
      PHONE: 1,
      EMAIL: 1,
      EVP: 0,
    });
  });
});
