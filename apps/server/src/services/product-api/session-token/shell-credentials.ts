import type { MakerCredentials, NmCredentials } from '@carteira/core/shell-session';

/** What the maker's device service says of a maker app's credentials. */
export type MakerVerdict = 'ok' | 'invalidSessionToken' | 'deviceNotFound';

/**
 * The port to the parties that vouch for an app's credentials (cross-cutting.md section 3): Firebase
 * for the NM app's user and token, the maker's device service for a maker phone's session token.
 * The bank owns the port; the sandbox's adapter is apps/server/src/sandbox/shell-credentials.ts.
 */
export interface ShellCredentialVerifier {
  /** Whether Firebase vouches that the token belongs to the user. */
  nm(credentials: NmCredentials): Promise<boolean>;
  maker(credentials: MakerCredentials): Promise<MakerVerdict>;
}

/** Without an adapter (no outside party configured) no shell is vouched for: only a browser gets a token. */
export const noShellVerifier: ShellCredentialVerifier = {
  nm: async () => false,
  maker: async () => 'deviceNotFound',
};
