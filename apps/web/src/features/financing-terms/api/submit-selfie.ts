import { type IdentityCheckFailureKey, identityCheckFailureKey } from '@carteira/core/errors';
import { financing } from '../../../lib/financing/financing.ts';
import type { Selfie } from '../../../lib/financing/types.ts';

type SelfieAnswer = Pick<Selfie, 'status' | 'isAlive'> & Partial<Pick<Selfie, 'messageCode'>>;

export type SelfieOutcome = { ok: true } | { ok: false; failureKey: IdentityCheckFailureKey };

/** Success only when the provider says 'Success' and the token says alive (financing.md section 4). */
export function selfieOutcome(answer: SelfieAnswer): SelfieOutcome {
  if (answer.status === 'Success' && answer.isAlive === true) return { ok: true };
  return { ok: false, failureKey: identityCheckFailureKey(answer.messageCode) };
}

/** The image as base64 without its data-URL prefix. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** POST /v1/api/onboarding-v3/submit-selfie/{key}: the JPEG selfie (base64 in JSON, at most 2 MB). */
export async function submitSelfie(contractingKey: string, image: Blob): Promise<SelfieOutcome> {
  const answer = await financing.post<Selfie>(
    `/v1/api/onboarding-v3/submit-selfie/${encodeURIComponent(contractingKey)}`,
    { file: await blobToBase64(image) },
  );
  return selfieOutcome(answer);
}
