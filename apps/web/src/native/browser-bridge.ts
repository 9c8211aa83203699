import {
  type CameraAction,
  type DeepLink,
  type DeviceInfo,
  type MetricEvent,
  NATIVE_EVENT,
  type NativeBridge,
  WEBVIEW_VERSION,
} from './bridge-types.ts';

const DEVICE_ID_KEY = 'carteira.deviceId';
/** In a plain browser the spec uses fixed test credentials for token requests. */
const BROWSER_SESSION_TOKEN = 'browser-session-token';
const BROWSER_FIREBASE_TOKEN = 'browser-firebase-token';
const DAY_MS = 24 * 60 * 60 * 1000;

function browserDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return 'browser';
  }
}

function browserModel(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string; mobile?: boolean } };
  const platform = nav.userAgentData?.platform;
  if (platform) return `${platform}${nav.userAgentData?.mobile ? ' mobile' : ''} browser`;
  const ua = navigator.userAgent;
  if (/Android/i.test(ua)) return 'Android browser';
  if (/iPhone|iPad/i.test(ua)) return 'iOS browser';
  return 'Desktop browser';
}

type MetricSender = (event: MetricEvent) => Promise<unknown>;

/** Metrics waiting for their sender, at most this many (the oldest are dropped). */
const MAX_PENDING_METRICS = 20;
let registeredSender: MetricSender | null = null;
const pendingMetrics: MetricEvent[] = [];

function fire(send: MetricSender, event: MetricEvent): void {
  try {
    send(event).catch(() => {});
  } catch {
    // a metric never breaks the page
  }
}

/**
 * Where a browser sends its metrics: the product backend's POST metrics, registered by
 * lib/financing when it loads (so the first page load carries none of it). Events submitted before
 * are kept, a few, and sent then.
 */
export function setBrowserMetricSender(send: MetricSender): void {
  registeredSender = send;
  for (const event of pendingMetrics.splice(0)) fire(send, event);
}

export interface BrowserBridgeOptions {
  /** Sends one metric; the sender registered with setBrowserMetricSender by default. */
  postMetric?: MetricSender;
}

/** The bridge in a plain browser: everything the app needs, from browser values. */
export function createBrowserBridge(
  target: Window = window,
  options: BrowserBridgeOptions = {},
): NativeBridge {
  let device: DeviceInfo | null = null;
  return {
    kind: 'browser',
    getSessionToken: async () => ({ token: BROWSER_SESSION_TOKEN, expiresAfter: Date.now() + DAY_MS }),
    getFirebaseToken: async () => BROWSER_FIREBASE_TOKEN,
    getWalletTabId: () => 'Wallet',
    refreshRegistration: () => {},
    deviceInfo() {
      device ??= {
        deviceId: browserDeviceId(),
        model: browserModel(),
        deviceType: 'web',
        variant: 'browser',
        webviewVersion: WEBVIEW_VERSION,
      };
      return device;
    },
    async openCamera(action: CameraAction) {
      const { captureWithBrowserCamera } = await import('./browser-camera.ts');
      return captureWithBrowserCamera(action);
    },
    submitMetrics(event: MetricEvent) {
      // No shell to hand it to: straight to the product backend, fire and forget. Nothing is
      // awaited and no failure (network, 401, refusal) reaches the page.
      const send = options.postMetric ?? registeredSender;
      if (send) fire(send, event);
      else if (pendingMetrics.push(event) > MAX_PENDING_METRICS) pendingMetrics.shift();
    },
    onDeepLink(listener: (link: DeepLink) => void) {
      const handler = (event: Event) => {
        const detail = (event as CustomEvent<{ type: string } & DeepLink>).detail;
        if (detail?.type === 'deeplink') listener({ path: detail.path, state: detail.state ?? {} });
      };
      target.addEventListener(NATIVE_EVENT, handler);
      return () => target.removeEventListener(NATIVE_EVENT, handler);
    },
    // A browser has no phone wallet to push a card to.
    phoneWalletAvailable: async () => false,
    provisionToPhoneWallet: async () => 'failed',
    // Nor a biometric login: the settings page does not offer it in a browser.
    biometricLogin: async () => null,
    setBiometricLogin: async () => false,
  };
}
