import type { Timestamp } from '../../bank-api/public.ts';

/**
 * A session token the product backend issued (cross-cutting.md sections 3 and 4): kept only as the
 * SHA-256 of the token, with the app variant it was issued to and the SHA-256 of the device (or Firebase
 * user) it names; it lives 1 hour on the NM app and 24 hours elsewhere.
 */
export interface ShellSessionTokenTable {
  token_hash: string;
  variant: 'maker' | 'nm' | 'browser';
  holder_hash: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
}

export interface ShellSessionTokenTables {
  shell_session_token: ShellSessionTokenTable;
}
