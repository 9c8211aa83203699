import type { RawNativeBridge } from './bridge-types.ts';

/** What the shell can do and its settings, read from its injected interface when asked. */
export interface ShellCapabilities {
  /** The shell scans an RNE (foreigner's ID): only then is it offered (wallet.md section 2). */
  rneScan: boolean;
  /**
   * The app runs as a release build (release-keys), one of the identity check's four conditions
   * (cross-cutting.md section 6): a shell built for testing says no; a browser runs the site as released.
   */
  releaseBuild: boolean;
  /**
   * The phone's ad customisation: off only when the shell says "false"; then the feed serves only what is
   * meant for everyone (docs/engage-api.md). An older shell, a broken answer and a browser keep it on.
   */
  adCustomization: boolean;
}

function ask(read: () => string | undefined): string | undefined | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * The shell's capabilities, as the other optional ones (phone wallet, biometrics) are read: a method the
 * shell lacks is an older shell. Kept out of the bridge so the login's first load carries none of it.
 */
export function shellCapabilities(target: { CarteiraNative?: RawNativeBridge } = window): ShellCapabilities {
  const raw = target.CarteiraNative;
  if (!raw) return { rneScan: false, releaseBuild: true, adCustomization: true };
  const tags = ask(() => raw.getBuildTags?.());
  return {
    rneScan: ask(() => raw.isRneScanSupported?.()) === 'true',
    // shells older than the question were all store (release) builds
    releaseBuild: tags === undefined || tags?.split(',').includes('release-keys') === true,
    adCustomization: ask(() => raw.isAdCustomizationEnabled?.()) !== 'false',
  };
}
