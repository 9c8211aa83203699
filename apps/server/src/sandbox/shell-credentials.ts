import type { ShellCredentialVerifier } from '../services/product-api/public.ts';

/**
 * The sandbox's Firebase and maker device service for the product backend's session token (rules
 * also in README.md, "App session token"):
 * - NM app: the Firebase token `sandbox-firebase-<firebaseUserId>` is that user's; any other is refused;
 * - maker app: a device id `unknown` (the shell could not read it) is not found; the session token
 *   `sandbox-shell-<deviceId>` is that device's; any other is invalid.
 */
export const sandboxShellVerifier: ShellCredentialVerifier = {
  nm: async ({ firebaseUserId, firebaseAuthToken }) =>
    firebaseAuthToken === `sandbox-firebase-${firebaseUserId}`,
  maker: async ({ deviceId, sessionToken }) => {
    if (deviceId === 'unknown') return 'deviceNotFound';
    return sessionToken === `sandbox-shell-${deviceId}` ? 'ok' : 'invalidSessionToken';
  },
};
