import {
  type CameraAction,
  type DeepLink,
  type DeviceInfo,
  type MetricEvent,
  NATIVE_EVENT,
  type NativeBridge,
  type PhoneWalletCard,
  type PhoneWalletResult,
  type RawNativeBridge,
  type SessionTokenRecord,
  WEBVIEW_VERSION,
} from './bridge-types.ts';

type NativeEventDetail =
  | { type: 'camera'; callbackId: string; value: string | null }
  | { type: 'wallet'; callbackId: string; value: string | null }
  | { type: 'biometrics'; callbackId: string; value: string | null }
  | ({ type: 'deeplink' } & DeepLink);

function parse<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function nativeEvents(target: Window, listener: (detail: NativeEventDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<NativeEventDetail>).detail);
  target.addEventListener(NATIVE_EVENT, handler);
  return () => target.removeEventListener(NATIVE_EVENT, handler);
}

/** The shell's app: the NM app says "NM"; a shell that says nothing predates it, so is the maker's. */
function appVariantOf(raw: RawNativeBridge): 'maker' | 'nm' {
  try {
    return raw.getAppVariant?.().trim().toUpperCase() === 'NM' ? 'nm' : 'maker';
  } catch {
    return 'maker';
  }
}

/** The bridge over the shell's injected interface. */
export function createNativeBridge(raw: RawNativeBridge, target: Window = window): NativeBridge {
  let callbackSeq = 0;
  return {
    kind: 'native',
    getSessionToken: async () => parse<SessionTokenRecord>(raw.getSessionToken()),
    getFirebaseToken: async () => raw.getFirebaseToken() || null,
    getWalletTabId: () => raw.getWalletTabId(),
    refreshRegistration: () => raw.refreshRegistration(),
    deviceInfo(): DeviceInfo {
      const { barcode, ...info } = parse<Partial<DeviceInfo>>(raw.getDeviceInfo()) ?? {};
      const variant = appVariantOf(raw);
      return {
        ...info,
        deviceId: info.deviceId ?? 'unknown',
        model: info.model ?? 'unknown',
        deviceType: info.deviceType ?? 'android',
        variant,
        // the barcode is the maker's phone's: the NM app never reports one
        ...(variant === 'maker' && typeof barcode === 'string' && barcode ? { barcode } : {}),
        webviewVersion: WEBVIEW_VERSION,
      };
    },
    openCamera(action: CameraAction) {
      callbackSeq += 1;
      const callbackId = `camera-${callbackSeq}`;
      return new Promise((resolve) => {
        const stop = nativeEvents(target, (detail) => {
          if (detail.type === 'camera' && detail.callbackId === callbackId) {
            stop();
            resolve(detail.value);
          }
        });
        raw.openCamera(action, callbackId);
      });
    },
    submitMetrics: (event: MetricEvent) => raw.submitMetrics(JSON.stringify(event)),
    onDeepLink: (listener) =>
      nativeEvents(target, (detail) => {
        if (detail.type === 'deeplink') listener({ path: detail.path, state: detail.state ?? {} });
      }),
    phoneWalletAvailable: async () => {
      try {
        return raw.isPhoneWalletAvailable?.() === 'true';
      } catch {
        return false;
      }
    },
    provisionToPhoneWallet(card: PhoneWalletCard): Promise<PhoneWalletResult> {
      const provision = raw.provisionToPhoneWallet?.bind(raw);
      if (!provision) return Promise.resolve('failed');
      callbackSeq += 1;
      const callbackId = `wallet-${callbackSeq}`;
      return new Promise((resolve) => {
        const stop = nativeEvents(target, (detail) => {
          if (detail.type === 'wallet' && detail.callbackId === callbackId) {
            stop();
            resolve(detail.value === 'added' || detail.value === 'cancelled' ? detail.value : 'failed');
          }
        });
        provision(JSON.stringify(card), callbackId);
      });
    },
    biometricLogin: async () => {
      try {
        const state = raw.getBiometricLogin?.();
        return state === 'on' ? true : state === 'off' ? false : null;
      } catch {
        return null;
      }
    },
    setBiometricLogin(enabled: boolean): Promise<boolean> {
      const set = raw.setBiometricLogin?.bind(raw);
      if (!set) return Promise.resolve(false);
      callbackSeq += 1;
      const callbackId = `biometrics-${callbackSeq}`;
      return new Promise((resolve) => {
        const stop = nativeEvents(target, (detail) => {
          if (detail.type === 'biometrics' && detail.callbackId === callbackId) {
            stop();
            resolve(detail.value === 'on');
          }
        });
        set(String(enabled), callbackId);
      });
    },
  };
}
