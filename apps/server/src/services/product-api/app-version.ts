/**
 * The app shell's versions (cross-cutting.md section 9, Environments and versions): the minimal
 * version code that may still open the wallet, and the target one the store offers. GET version answers
 * them as a comma-separated text, the minimal first (the app keeps the first item).
 */
export const MINIMAL_APP_VERSION = 179889;
export const TARGET_APP_VERSION = 179690;

export function versionText(): string {
  return `${MINIMAL_APP_VERSION},${TARGET_APP_VERSION}`;
}
