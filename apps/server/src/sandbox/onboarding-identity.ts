import { createHash } from 'node:crypto';
import type { DocumentOcr, IdentityProvider } from '../services/onboarding-api/public.ts';
import {
  checkLiveness,
  LIVENESS_FAIL_MARKER,
  LIVENESS_MESSAGE_CODES,
  MIN_IMAGE_BYTES,
} from './financing/identity-provider.ts';

/**
 * The sandbox identity provider for account opening (rules also in README.md, "Identity provider"):
 *
 * Documents (either side):
 * 1. an image under 1 KB: unreadable, messageCode 300;
 * 2. an image holding the ASCII text "SANDBOX-UNREADABLE" anywhere: unreadable, messageCode 300;
 * 3. otherwise readable; the front's OCR is derived from the SHA-256 of the image, so the same photo
 *    always reads the same: an 8-digit number and a check digit, issuing body SSP, a state from
 *    OCR_STATES, an issue date in 2015-2024, a mother's name from OCR_MOTHERS and no father's name;
 *    the holder's name (in capitals, as printed) and birth date read as the applicant declared them.
 *
 * Selfie (liveness), in order:
 * 1. an image holding the ASCII text "SANDBOX-NOT-ALIVE" anywhere (a JPEG comment will do): messageCode 400;
 * 2. then the financing provider's rules: under 1 KB 300, an invalid CPF 500, Iara's CPF 400, else 200 alive.
 */
export const UNREADABLE_MARKER_TEXT = 'SANDBOX-UNREADABLE';
export const OCR_STATES = ['SP', 'RJ', 'MG', 'BA', 'PR', 'RS', 'PE', 'CE'] as const;
export const OCR_MOTHERS = [
  'Maria Aparecida Silva',
  'Ana Lucia Pereira',
  'Francisca Souza Lima',
  'Rosa Maria Costa',
] as const;

function contains(image: Uint8Array, marker: Uint8Array): boolean {
  return Buffer.from(image.buffer, image.byteOffset, image.byteLength).indexOf(Buffer.from(marker)) >= 0;
}

const UNREADABLE = new TextEncoder().encode(UNREADABLE_MARKER_TEXT);

/** The OCR of a front: from the image's bytes, and the holder's name and birth date as declared. */
export function sandboxOcr(image: Uint8Array, holder: { name: string; birthDate: string }): DocumentOcr {
  const h = createHash('sha256').update(image).digest();
  const number = String(h.readUInt32BE(0) % 100_000_000).padStart(8, '0');
  const year = 2015 + ((h[4] as number) % 10);
  const month = 1 + ((h[5] as number) % 12);
  const day = 1 + ((h[6] as number) % 28);
  return {
    rgNumber: `${number}${(h[7] as number) % 10}`,
    issueBody: 'SSP',
    issueState: OCR_STATES[(h[8] as number) % OCR_STATES.length] as string,
    issueDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    motherName: OCR_MOTHERS[(h[9] as number) % OCR_MOTHERS.length] as string,
    fatherName: '',
    name: holder.name.toLocaleUpperCase('pt-BR'),
    dob: holder.birthDate.slice(0, 10),
  };
}

export const sandboxIdentityProvider: IdentityProvider = {
  async readDocument({ side, image, name, birthDate }) {
    if (image.length < MIN_IMAGE_BYTES || contains(image, UNREADABLE)) {
      return { ok: false, messageCode: LIVENESS_MESSAGE_CODES.noFace };
    }
    return { ok: true, ocr: side === 'FRENTE' ? sandboxOcr(image, { name, birthDate }) : null };
  },
  async checkLiveness({ cpf, image }) {
    const answer = checkLiveness({ cpf, image });
    if (contains(image, LIVENESS_FAIL_MARKER)) {
      return { alive: false, messageCode: LIVENESS_MESSAGE_CODES.notAlive, requestId: answer.requestId };
    }
    return { alive: answer.isAlive, messageCode: answer.messageCode, requestId: answer.requestId };
  },
};
