/** The native app shell's bridge (cross-cutting.md sections 3, 4 and 7), as the web app sees it. */

/** Session token record: the token and the timestamp (epoch ms) after which it expires. */
export interface SessionTokenRecord {
  token: string;
  expiresAfter: number;
}

export interface DeviceInfo {
  deviceId: string;
  model: string;
  /** metadados type 1: "android" inside the shell, "web" in a browser. */
  deviceType: string;
  serialNumber?: string;
  anonymizedSerialNumber?: string;
  apkVersion?: string;
  webviewVersion: string;
}

/** Camera actions a deep link or a page can ask for. */
export type CameraAction = 'PixScan' | 'Selfie';

/** A shortcut, widget or notification link: a route and the navigation state to open it with. */
export interface DeepLink {
  path: string;
  state?: Record<string, unknown>;
}

/** A feed or page metric submitted through the bridge. */
export interface MetricEvent {
  category: string;
  type: 'metrics';
  time: number;
  eventType: string;
  timezoneOffset: number;
  event: Record<string, unknown>;
}

export interface NativeBridge {
  readonly kind: 'native' | 'browser';
  getSessionToken(): Promise<SessionTokenRecord | null>;
  getFirebaseToken(): Promise<string | null>;
  /** The tab the web view is shown in; notification deep links apply only on "Wallet". */
  getWalletTabId(): string;
  refreshRegistration(): void;
  deviceInfo(): DeviceInfo;
  /** Opens the camera for an action; resolves with the scanned text (or image data), null when cancelled. */
  openCamera(action: CameraAction): Promise<string | null>;
  submitMetrics(event: MetricEvent): void;
  /** Shortcut, widget and notification links arriving from the shell. */
  onDeepLink(listener: (link: DeepLink) => void): () => void;
}

/**
 * What the shell injects as `window.CarteiraNative` (an Android JavascriptInterface: strings in and out).
 * Asynchronous answers (camera) and deep links come back as a `carteira:native` CustomEvent on window
 * whose detail is `{ type: 'camera', callbackId, value }` or `{ type: 'deeplink', path, state }`.
 */
export interface RawNativeBridge {
  getSessionToken(): string;
  getFirebaseToken(): string;
  getWalletTabId(): string;
  refreshRegistration(): void;
  getDeviceInfo(): string;
  openCamera(action: string, callbackId: string): void;
  submitMetrics(json: string): void;
}

export const NATIVE_EVENT = 'carteira:native';

export const WEBVIEW_VERSION = '1.504';
