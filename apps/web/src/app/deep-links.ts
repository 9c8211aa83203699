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
 * Where a deep link from the shell goes: only on the Wallet tab; a path carrying a Pix code opens copy and
 * paste with that code (as a banner's does); /newLogin is never a target; without a session the customer
 * logs in first and is then taken there (deeplink flag).
 */
export function deepLinkTarget(link: DeepLink, tabId: string, loggedIn: boolean): DeepLinkTarget | null {
  if (tabId !== WALLET_TAB) return null;
  const code = pixCodeInPath(link.path);
  const target =
    code !== null
      ? { to: PIX_CODE_ROUTE, state: { code } }
      : link.path.startsWith('/') && link.path !== '/newLogin'
        ? { to: link.path, state: link.state ?? {} }
        : null;
  if (!target || loggedIn) return target;
  return {
    to: '/newLogin',
    state: {
      from: { pathname: target.to, search: '', hash: '', state: target.state },
      relogin: true,
      deeplink: true,
    },
  };
}

/**
 * Where an address typed or followed into the app goes when no route has it: one carrying a Pix code opens
 * copy and paste with that code (through login when there is no session); null otherwise (not found).
 */
export function addressTarget(path: string, loggedIn: boolean): DeepLinkTarget | null {
  return pixCodeInPath(path) === null ? null : deepLinkTarget({ path }, WALLET_TAB, loggedIn);
}

/** A banner's action: a component path, and optional additionalInfo as JSON for its navigation state. */
export interface BannerAction {
  path: string;
  additionalInfo?: string | null;
}

const PIX_CODE_ROUTE = '/pixQrCopyPasteComponent';
/**
 * The Pix code marker (core's PIX_GUI, which a test holds this to). Written here because importing it from
 * the core's Pix module brings that module into the login page's first load.
 */
export const PIX_CODE_MARKER = 'br.gov.bcb.pix';
/** A BR Code's first field: payload format indicator 01. */
const BR_CODE_START = '000201';

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
 * The Pix code a link's path carries (wallet.md section 2), %20 read as a space: from the code's first
 * field (000201) on when something comes before it (a route, a slash), else the whole path; null when
 * the path has no Pix code marker (any case).
 */
export function pixCodeInPath(path: string): string | null {
  if (!path.toLowerCase().includes(PIX_CODE_MARKER)) return null;
  const text = path.replaceAll('%20', ' ');
  return text.slice(Math.max(0, text.indexOf(BR_CODE_START)));
}

/**
 * Where a banner goes (wallet.md section 2): a path carrying a Pix code (its marker, any case) opens copy and
 * paste with that code, %20 read as a space; /newLogin is never a target; any other app path opens as is.
 */
export function bannerTarget(action: BannerAction): DeepLinkTarget | null {
  const { path } = action;
  const code = pixCodeInPath(path);
  if (code !== null) return { to: PIX_CODE_ROUTE, state: { code } };
  if (!path.startsWith('/') || path === '/newLogin') return null;
  return { to: path, state: infoState(action.additionalInfo) };
}
