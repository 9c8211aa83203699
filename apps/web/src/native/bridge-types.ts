/** The native app shell's bridge (cross-cutting.md sections 3, 4 and 7), as the web app sees it. */

/** Session token record: the token and the timestamp (epoch ms) after which it expires. */
export interface SessionTokenRecord {
  token: string;
  expiresAfter: number;
}

/**
 * Which app the page runs in (cross-cutting.md section 1: the phone maker's own device app, the
 * non-maker "NM" app, or a plain browser). The shell says it; decision 0033 lists what it changes.
 */
export type AppVariant = 'maker' | 'nm' | 'browser';

export interface DeviceInfo {
  deviceId: string;
  model: string;
  /** metadados type 1: "android" inside the shell, "web" in a browser. */
  deviceType: string;
  variant: AppVariant;
  /**
   * The barcode the maker's app reads off its own phone (app/login's type 1): only the maker's app
   * has one; a phone of another maker and a browser have none.
   */
  barcode?: string;
  serialNumber?: string;
  anonymizedSerialNumber?: string;
  /** The NM app's Firebase user, which its session-token credentials name. */
  firebaseUserId?: string;
  /** NONMOTO_HY when only the maker's own place is active on the phone (the maker's app). */
  nmHardwareType?: string;
  /** The mobile country code of the phone's network, and the country it was shipped to (Brazil detection). */
  mcc?: string;
  shipCountry?: string;
  /** The server URLs the shell was built against (cross-cutting.md section 3, Device info). */
  serverUrls?: Record<string, string>;
  apkVersion?: string;
  /** The phone's system version (onboarding/usuario's versaoSo); the shell says it, a browser does not. */
  osVersion?: string;
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
  /** Whether the phone has a wallet (Google Pay, Samsung Pay) a card can be added to; never in a browser. */
  phoneWalletAvailable(): Promise<boolean>;
  /** Hands the bank's opaque card data to the phone wallet's push provisioning. */
  provisionToPhoneWallet(card: PhoneWalletCard): Promise<PhoneWalletResult>;
  /**
   * Biometric login as the shell keeps it: null when the shell has none (a plain browser, an older shell,
   * a phone without enrolled biometrics), otherwise whether it is on.
   */
  biometricLogin(): Promise<boolean | null>;
  /** Turns biometric login on (the shell asks for the finger or face first) or off; resolves with the state after. */
  setBiometricLogin(enabled: boolean): Promise<boolean>;
}

/** What carteira-digital/opaque-card-info gives for one card, handed as is to the phone wallet. */
export interface PhoneWalletCard {
  cardKey: string;
  opaquePaymentCard: string;
  /** The network's token service provider (ELO 14, VISA 4). */
  tsp: number;
  brand: number;
  last4: string;
  printedName: string;
  address: unknown;
}

/** added: the wallet took the card; cancelled: the customer left the wallet's screen; failed: anything else. */
export type PhoneWalletResult = 'added' | 'cancelled' | 'failed';

/**
 * What the shell injects as `window.CarteiraNative` (an Android JavascriptInterface: strings in and out).
 * Asynchronous answers (camera, phone wallet) and deep links come back as a `carteira:native` CustomEvent
 * on window whose detail is `{ type: 'camera' | 'wallet', callbackId, value }` or
 * `{ type: 'deeplink', path, state }`. Shells older than the phone wallet lack its two methods.
 */
export interface RawNativeBridge {
  getSessionToken(): string;
  getFirebaseToken(): string;
  getWalletTabId(): string;
  refreshRegistration(): void;
  getDeviceInfo(): string;
  openCamera(action: string, callbackId: string): void;
  submitMetrics(json: string): void;
  /** "true" when a phone wallet can take a card. */
  isPhoneWalletAvailable?(): string;
  /** Starts push provisioning with the card as JSON; the answer comes back as a 'wallet' event. */
  provisionToPhoneWallet?(json: string, callbackId: string): void;
  /** "on", "off", or "unavailable" (no biometrics enrolled). Shells older than biometric login lack it. */
  getBiometricLogin?(): string;
  /** "true" or "false"; the state after comes back as a 'biometrics' event with "on" or "off". */
  setBiometricLogin?(enabled: string, callbackId: string): void;
  /**
   * "NM" in the app for phones of other makers; "MAKER" (or the method absent: the shells that came
   * before the NM app) in the maker's own app.
   */
  getAppVariant?(): string;
  /** "true" when the shell scans an RNE. Shells older than RNE scanning lack it: no RNE. */
  isRneScanSupported?(): string;
  /**
   * The build's tags: "release-keys" in a release build, "test-keys" or "dev-keys" otherwise. Shells
   * older than it lack it; they were all store (release) builds.
   */
  getBuildTags?(): string;
  /**
   * The phone's ad customisation setting (cross-cutting.md section 7, Native bridge): "false" when the
   * customer turned it off. Shells older than it lack it.
   */
  isAdCustomizationEnabled?(): string;
}

export const NATIVE_EVENT = 'carteira:native';

export const WEBVIEW_VERSION = '1.504';
