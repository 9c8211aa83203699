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
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** POST /v1/api/onboarding-v3/submit-selfie/{key}: the JPEG selfie (base64 in JSON, at most 2 MB). */
export async function submitSelfie(contractingKey: string, image: Blob): Promise<SelfieOutcome> {
  const answer = await financing.post<Selfie>(
    `/v1/api/onboarding-v3/submit-selfie/${encodeURIComponent(contractingKey)}`,
    { file: await blobToBase64(image) },
  );
  return selfieOutcome(answer);
}
