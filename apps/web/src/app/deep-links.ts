import { PIX_GUI } from '@carteira/core/pix';
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

/** A banner's action: a component path, and optional additionalInfo as JSON for its navigation state. */
export interface BannerAction {
  path: string;
  additionalInfo?: string | null;
}

const PIX_CODE_ROUTE = '/pixQrCopyPasteComponent';

function infoState(additionalInfo: string | null | undefined): Record<string, unknown> {
  if (!additionalInfo) return {};
  try {
    const parsed: unknown = JSON.parse(additionalInfo);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { additionalInfo: parsed }
      : {};
  } catch {
    return {};
  }
}

/**
 * Where a banner goes (wallet.md section 2): a path carrying a Pix code (its marker, any case) opens copy and
 * paste with that code, %20 read as a space; /newLogin is never a target; any other app path opens as is.
 */
export function bannerTarget(action: BannerAction): DeepLinkTarget | null {
  const { path } = action;
  if (path.toLowerCase().includes(PIX_GUI)) {
    return { to: PIX_CODE_ROUTE, state: { code: path.replaceAll('%20', ' ') } };
  }
  if (!path.startsWith('/') || path === '/newLogin') return null;
  return { to: path, state: infoState(action.additionalInfo) };
}
