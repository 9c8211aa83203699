import type { NativeBridge, RawNativeBridge } from './bridge-types.ts';
import { createBrowserBridge } from './browser-bridge.ts';
import { createNativeBridge } from './native-bridge.ts';

declare global {
  interface Window {
    CarteiraNative?: RawNativeBridge;
  }
}

/** Inside the app shell when its bridge is present, otherwise the plain-browser implementation. */
export function detectBridge(target: Window = window): NativeBridge {
  return target.CarteiraNative
    ? createNativeBridge(target.CarteiraNative, target)
    : createBrowserBridge(target);
}

export const bridge: NativeBridge = detectBridge();
