import { createHash } from 'node:crypto';
import { isValidCpf, stripCpf } from '@carteira/core/br';
import type { LivenessAnswer, LivenessInput, LivenessStatus } from '../../services/financing-api/public.ts';
import { demoCpf } from './demo-cpf.ts';

export type { LivenessAnswer, LivenessInput, LivenessStatus };

/**
 * The sandbox identity provider: a face-liveness check on a selfie, answered the same way every time
 * from the CPF and the image bytes. The rules (also in src/sandbox/README.md, section Financing), in
 * the order they are checked:
 *
 * 1. an image smaller than 1 KB (MIN_IMAGE_BYTES), empty included: Failure, messageCode 300 (no face);
 * 2. a CPF that is not a valid CPF: Failure, messageCode 500 (invalid request);
 * 3. a CPF in LIVENESS_FAILING_CPFS: Failure, messageCode 400 (not alive);
 * 4. an image whose first bytes are the ASCII text LIVENESS_FAIL_MARKER ("SANDBOX-NOT-ALIVE"):
 *    Failure, messageCode 400, so a journey can force a failure for any customer;
 * 5. otherwise Success, alive, messageCode 200.
 *
 * requestId is a UUID-shaped hex of SHA-256 over the CPF and the image's own SHA-256, so the same
 * selfie gives the same id; userId is a UUID-shaped hex of a salted SHA-256 of the CPF alone (the CPF
 * itself never leaves in the answer). The bytes are not decoded: any format is accepted.
 */

export const MIN_IMAGE_BYTES = 1024;

export const LIVENESS_MESSAGE_CODES = {
  success: 200,
  noFace: 300,
  notAlive: 400,
  invalidRequest: 500,
} as const;

/**
 * Iara Cardoso Teles and Lara Fontes Duarte (demo customers): their liveness always fails (Iara's
 * financing face check, Lara's face unblock of her account).
 */
export const LIVENESS_FAILING_CPFS: readonly string[] = [demoCpf('926037418'), demoCpf('583047216')];

/** ASCII bytes that, at the start of an image, make the check fail (messageCode 400). */
export const LIVENESS_FAIL_MARKER_TEXT = 'SANDBOX-NOT-ALIVE';
export const LIVENESS_FAIL_MARKER: Uint8Array = new TextEncoder().encode(LIVENESS_FAIL_MARKER_TEXT);

const USER_ID_SALT = 'carteira-sandbox-identity:user:';

const sha256 = (...parts: (string | Uint8Array)[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** The first 32 hex digits laid out as 8-4-4-4-12. */
const uuidShape = (hex: string): string =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;

export function startsWithFailMarker(image: Uint8Array): boolean {
  if (image.length < LIVENESS_FAIL_MARKER.length) return false;
  return LIVENESS_FAIL_MARKER.every((byte, i) => image[i] === byte);
}

/**
 * A selfie for tests and journeys: `size` bytes (2 KB by default) of a fixed pattern, starting with
 * LIVENESS_FAIL_MARKER when `alive` is false.
 */
export function sandboxSelfie(options: { alive?: boolean; size?: number } = {}): Uint8Array {
  const size = options.size ?? 2048;
  const image = new Uint8Array(size);
  for (let i = 0; i < size; i++) image[i] = (i * 31 + 7) & 0xff;
  if (options.alive === false) image.set(LIVENESS_FAIL_MARKER.subarray(0, size));
  return image;
}

/** One liveness check. Pure and deterministic; never throws. */
export function checkLiveness(input: LivenessInput): LivenessAnswer {
  const cpf = typeof input.cpf === 'string' ? stripCpf(input.cpf) : '';
  const image = input.image instanceof Uint8Array ? input.image : new Uint8Array(0);
  const userId = uuidShape(sha256(USER_ID_SALT, cpf));
  const requestId = uuidShape(sha256('request:', cpf, ':', sha256(image)));
  const answer = (messageCode: number): LivenessAnswer => {
    const alive = messageCode === LIVENESS_MESSAGE_CODES.success;
    return { status: alive ? 'Success' : 'Failure', isAlive: alive, userId, requestId, messageCode };
  };
  if (image.length < MIN_IMAGE_BYTES) return answer(LIVENESS_MESSAGE_CODES.noFace);
  if (!isValidCpf(cpf)) return answer(LIVENESS_MESSAGE_CODES.invalidRequest);
  if (LIVENESS_FAILING_CPFS.includes(cpf)) return answer(LIVENESS_MESSAGE_CODES.notAlive);
  if (startsWithFailMarker(image)) return answer(LIVENESS_MESSAGE_CODES.notAlive);
  return answer(LIVENESS_MESSAGE_CODES.success);
}
