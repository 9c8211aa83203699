import { bridge } from '../../native/bridge.ts';
import { bank } from '../bank/bank.ts';
import { sessionStore } from '../session/session.ts';
import { type DataSyncOutcome, runDataSync } from './data-sync.ts';

/** The app's data sync for the account now logged in, with the app's bridge, bank client and session. */
export function syncForAccount(accountKey: string): Promise<DataSyncOutcome> {
  return runDataSync({
    variant: bridge.deviceInfo().variant,
    accountKey,
    bankToken: () => sessionStore.get()?.token.value ?? null,
    phoneWalletAvailable: () => bridge.phoneWalletAvailable().catch(() => false),
    pixKeys: async () =>
      (await bank.call<{ chaves: { idTipoChave: number }[] }>('pix/enderecamento/consultar-chaves')).chaves,
  });
}
