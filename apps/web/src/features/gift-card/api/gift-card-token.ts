import { bank } from '../../../lib/bank/bank.ts';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { sessionStore } from '../../../lib/session/session.ts';

/** The gift-card token's status (wallet.md section 3, Gift card): NOT_GENERATED until autenticar/device. */
export type GiftCardTokenStatus = 'NOT_GENERATED' | 'GENERATED';

interface HeldToken {
  value: string;
  /** Epoch ms: the server's lifetime as it gave it (cross-cutting.md section 3: no margin taken off). */
  expiresAt: number;
  /** The session it was issued under: another session (a new login) needs another token. */
  session: string;
}

let held: HeldToken | null = null;

export function giftCardTokenStatus(now: number = Date.now()): GiftCardTokenStatus {
  const session = sessionStore.get()?.token.value;
  return held && held.session === session && held.expiresAt > now ? 'GENERATED' : 'NOT_GENERATED';
}

/** autenticar/device: the gift-card token for this device, from the customer's session. */
async function authenticateDevice(): Promise<string> {
  const answer = await bank.call<{ accessToken: string; expiresIn: number }>('autenticar/device', {});
  held = {
    value: answer.accessToken,
    expiresAt: Date.now() + answer.expiresIn * 1000,
    session: sessionStore.get()?.token.value ?? '',
  };
  return answer.accessToken;
}

/**
 * A gift-card call: sealed with the gift-card token (generated first when there is none), and asked
 * once more with a new one when the bank refused it (it expired, or its session was renewed).
 */
export async function giftCardCall<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const token = giftCardTokenStatus() === 'GENERATED' && held ? held.value : await authenticateDevice();
  try {
    return await bank.call<T>(path, body, { token });
  } catch (error) {
    if (!(isBankError(error) && error.status === 401)) throw error;
    held = null;
    return bank.call<T>(path, body, { token: await authenticateDevice() });
  }
}
