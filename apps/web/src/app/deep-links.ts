import type { DeepLink } from '../native/bridge-types.ts';

/** App shortcuts and widgets (wallet.md section 2); each has a label and an icon. */
export const SHORTCUTS = [
  {
    id: 'scanQr',
    label: { 'pt-BR': 'Ler QR code', en: 'Scan any QR' },
    icon: 'pix',
    path: '/newWalletLaunch',
    state: { cameraAction: 'PixScan' },
  },
  {
    id: 'transactions',
    label: { 'pt-BR': 'Ver transações', en: 'View transactions' },
    icon: 'history',
    path: '/newTransactionHistory',
    state: {},
  },
  {
    id: 'recharge',
    label: { 'pt-BR': 'Recarga', en: 'Recharge' },
    icon: 'phone',
    path: '/cellularRecharge',
    state: {},
  },
  {
    id: 'receivePix',
    label: { 'pt-BR': 'Receber Pix', en: 'Receive Pix' },
    icon: 'pix',
    path: '/pixLandingComponent',
    state: { pixAction: 'receive' },
  },
] as const;

export interface DeepLinkTarget {
  to: string;
  state: Record<string, unknown>;
}

const WALLET_TAB = 'Wallet';

/**
 * Where a deep link from the shell goes: only on the Wallet tab; /newLogin is never a target; without a
 * session the customer logs in first and is then taken there (deeplink flag).
 */
export function deepLinkTarget(link: DeepLink, tabId: string, loggedIn: boolean): DeepLinkTarget | null {
  if (tabId !== WALLET_TAB || !link.path.startsWith('/') || link.path === '/newLogin') return null;
  const state = link.state ?? {};
  if (loggedIn) return { to: link.path, state };
  return {
    to: '/newLogin',
    state: { from: { pathname: link.path, search: '', hash: '', state }, relogin: true, deeplink: true },
  };
}
