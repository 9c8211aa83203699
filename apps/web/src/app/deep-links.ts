import {
  type EngageLink,
  linkFields,
  type PendingStory,
  pendingStory,
  readEngageLink,
} from '../lib/engage/engage-link.ts';
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
  /** A notification's link: the story id and dialog flag to keep for home (pendingStory). */
  story?: PendingStory;
}

export const WALLET_TAB = 'Wallet';

/** Keeps a link's story id and dialog flag until home acts on them. */
export function keepPendingStory(story: PendingStory): void {
  pendingStory.set(story);
}
/** Home: the default, where the feed, its dialog and the reels are. */
export const HOME = '/newWalletLaunch';

/** A page of the app a link may open: one route, never the login. */
const APP_PAGE = /^\/[A-Za-z0-9_-]{1,60}$/;

/**
 * Where a notification's link goes (cross-cutting.md section 2): its open_page, an app page, with the
 * link's state; home otherwise (where its dialog, reel or card is). The story id and the dialog flag go
 * with it, for the caller to keep. Null off the Wallet tab: the link is not acted on.
 */
export function engageLinkTarget(link: EngageLink, tabId: string): DeepLinkTarget | null {
  if (tabId !== WALLET_TAB) return null;
  const page =
    link.openPage && APP_PAGE.test(link.openPage) && link.openPage !== '/newLogin' ? link.openPage : null;
  return {
    to: page ?? HOME,
    state: page ? link.state : {},
    ...(link.storyId ? { story: { storyId: link.storyId, dialog: link.dialogTrigger } } : {}),
  };
}

/**
 * Where a deep link from the shell goes: only on the Wallet tab; a notification's link (a story id or
 * fragment identifier, a dialog trigger, an open_page, in its state or query) as engageLinkTarget says; a
 * path carrying a Pix code opens copy and paste with that code (as a banner's does); /newLogin is never a
 * target; without a session the customer logs in first and is then taken there (deeplink flag).
 */
export function deepLinkTarget(link: DeepLink, tabId: string, loggedIn: boolean): DeepLinkTarget | null {
  if (tabId !== WALLET_TAB) return null;
  const notification = readEngageLink(linkFields(link.path, link.state));
  const code = pixCodeInPath(link.path);
  const target: DeepLinkTarget | null = notification
    ? engageLinkTarget(notification, tabId)
    : code !== null
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
    ...(target.story ? { story: target.story } : {}),
  };
}

/**
 * Where an address typed or followed into the app goes when no route has it: one carrying a Pix code opens
 * copy and paste with that code (through login when there is no session); null otherwise (not found).
 */
export function addressTarget(path: string, loggedIn: boolean): DeepLinkTarget | null {
  return pixCodeInPath(path) === null ? null : deepLinkTarget({ path }, WALLET_TAB, loggedIn);
}

/** The entry point a screen opened from outside the app's own navigation is marked with (page metrics). */
export const EXTERNAL_ENTRY = 'external';

/** A banner's action: a component path, and optional additionalInfo as JSON for its navigation state. */
export interface BannerAction {
  path: string;
  additionalInfo?: string | null;
}

const PIX_CODE_ROUTE = '/pixQrCopyPasteComponent';
const QR_PAYMENT_ROUTE = '/dimoPayComponent';
/**
 * The bank's QR-payment scheme (the qr-payment feature's QR_PAYMENT_SCHEME, which a test holds this to).
 * Written here so that reading a banner does not load that feature.
 */
export const QR_PAYMENT_SCHEME = 'dimo:';
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

/** The QR-payment code a path carries, from its scheme on (any case), %20 read as a space; null without one. */
export function qrPaymentCodeInPath(path: string): string | null {
  const at = path.toLowerCase().indexOf(QR_PAYMENT_SCHEME);
  if (at < 0) return null;
  const code = path.slice(at).replaceAll('%20', ' ').trim();
  return code.length > QR_PAYMENT_SCHEME.length ? code : null;
}

/**
 * Where a banner goes (cross-cutting.md and wallet.md section 2): a path carrying a code of the QR-payment
 * scheme opens the QR payment screen with it, the entry point marked external; a path carrying a Pix code
 * (its marker, any case) opens copy and paste with that code, %20 read as a space; /newLogin is never a
 * target; any other app path opens as is, additionalInfo as its state.
 */
export function bannerTarget(action: BannerAction): DeepLinkTarget | null {
  const { path } = action;
  const qr = qrPaymentCodeInPath(path);
  if (qr !== null) return { to: QR_PAYMENT_ROUTE, state: { qr, entryPoint: EXTERNAL_ENTRY } };
  const code = pixCodeInPath(path);
  if (code !== null) return { to: PIX_CODE_ROUTE, state: { code } };
  if (!path.startsWith('/') || path === '/newLogin') return null;
  return { to: path, state: infoState(action.additionalInfo) };
}
