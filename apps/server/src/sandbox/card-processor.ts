import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CardNetwork } from '../services/bank-api/public.ts';

/**
 * The sandbox card processor and network: it holds the card numbers the bank never stores. It keeps no
 * state: a card's number and CVV are derived from its token with an HMAC under the sandbox's key, so
 * every machine gives the same demo cards the same numbers. The rules are listed in the README.
 */
const KEY = 'carteira-sandbox-card-processor';
/** Issuer BINs of the sandbox (in the ELO and VISA ranges; fictitious cards). */
const BINS: Record<number, string> = { 12: '506727', 4: '453298' };
/** How long the card-details frame's hash opens it. */
const FRAME_TTL_MS = 5 * 60_000;
export const CARD_FRAME_PATH = '/api/sandbox/cards/frame';

const mac = (text: string) => createHmac('sha256', KEY).update(text).digest();

function digitsFrom(bytes: Buffer, count: number): string {
  let out = '';
  for (const b of bytes) {
    if (out.length === count) break;
    if (b < 250) out += String(b % 10);
  }
  return out.padEnd(count, '0');
}

/** The Luhn check digit of a number without it. */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

function brandOf(token: string): number {
  const brand = Number(token.split('_')[1]);
  return BINS[brand] ? brand : 12;
}

/** The full number behind a token (16 digits, Luhn-valid). */
export function panOf(token: string): string {
  const body = `${BINS[brandOf(token)]}${digitsFrom(mac(`pan:${token}`), 9)}`;
  return body + luhnDigit(body);
}

export function cvvOf(token: string): string {
  return digitsFrom(mac(`cvv:${token}`), 3);
}

/** A demo card's token, the same on every machine. */
export const demoCardToken = (customerKey: string) => `tok_12_demo-${customerKey}`;

function sign(payload: string): string {
  return mac(`frame:${payload}`).toString('base64url');
}

/** The token a frame hash opens, when its signature holds and it has not expired. */
export function openFrameHash(hash: string, now: Date): string | undefined {
  const [payload, signature] = hash.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [token, expires] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
  if (!token || !expires || Number(expires) < now.getTime()) return undefined;
  return token;
}

/** How long an opaque payment card may wait for the wallet to push it. */
const OPC_TTL_MS = 10 * 60_000;

/**
 * The card and TSP an opaque payment card names, when its signature holds and it has not expired. A
 * real processor encrypts it for the TSP; the sandbox's is signed, and names the token, never a number.
 */
export function openOpaqueCard(opc: string, now: Date): { token: string; tsp: number } | undefined {
  const token = openFrameHash(opc.replace(/^opc\./, ''), now);
  if (!opc.startsWith('opc.') || !token) return undefined;
  const [cardToken, tsp] = token.split('#');
  return cardToken && tsp ? { token: cardToken, tsp: Number(tsp) } : undefined;
}

/** The last 4 digits of a wallet token (its device PAN) for a TSP reference. */
export const walletTokenLast4 = (reference: string) => digitsFrom(mac(`dpan:${reference}`), 4);

function signed(text: string, expiresAt: Date): string {
  const payload = Buffer.from(`${text}|${expiresAt.getTime()}`).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

export function createSandboxCardProcessor(): CardNetwork {
  return {
    async issue({ brand }) {
      const token = `tok_${BINS[brand] ? brand : 12}_${randomUUID()}`;
      return { token, last4: panOf(token).slice(-4) };
    },
    async verifyCvv(token, cvv) {
      return cvvOf(token) === cvv;
    },
    async detailsFrame(token, now) {
      const expiresAt = new Date(now.getTime() + FRAME_TTL_MS);
      return { hash: signed(token, expiresAt), url: CARD_FRAME_PATH, expiresAt };
    },
    async opaqueCardInfo(token, { tsp, now }) {
      return `opc.${signed(`${token}#${tsp}`, new Date(now.getTime() + OPC_TTL_MS))}`;
    },
    async cancel() {
      // Stateless: the bank's card status is what refuses a cancelled number's purchases.
    },
  };
}
