/**
 * The identity provider (document OCR and selfie liveness, CAF-style): an outside party, so a port
 * the onboarding service declares; app.ts passes an implementation in (the sandbox's in sandbox mode).
 */
export type DocumentKind = 'RG' | 'CNH' | 'RNE';
export type DocumentSide = 'FRENTE' | 'VERSO';

/** What the provider reads off a document's front (the customer confirms or corrects it). */
export interface DocumentOcr {
  rgNumber: string;
  issueBody: string;
  issueState: string;
  /** YYYY-MM-DD */
  issueDate: string;
  motherName: string;
  fatherName: string;
  /** The holder's name as printed on the document ('' when it could not be read). */
  name: string;
  /** The holder's birth date, YYYY-MM-DD (the date part only; '' when it could not be read). */
  dob: string;
}

export type DocumentReading = { ok: true; ocr: DocumentOcr | null } | { ok: false; messageCode: number };

export interface LivenessResult {
  alive: boolean;
  /** CAF message code: 200 alive; 300 no face, 400 not alive, 500 invalid request, ... */
  messageCode: number;
  requestId: string;
}

export interface IdentityProvider {
  /**
   * Reads one side of a document; the front gives the OCR fields, the back only whether it is readable.
   * The applicant's declared name and birth date go along, as an identity check's attributes do.
   */
  readDocument(input: {
    cpf: string;
    name: string;
    birthDate: string;
    kind: DocumentKind;
    side: DocumentSide;
    image: Uint8Array;
  }): Promise<DocumentReading>;
  /** Whether the selfie shows a live face. */
  checkLiveness(input: { cpf: string; image: Uint8Array }): Promise<LivenessResult>;
}

/** Without a provider nothing can be verified: every check is refused as an invalid request. */
export const noIdentityProvider: IdentityProvider = {
  async readDocument() {
    return { ok: false, messageCode: 500 };
  },
  async checkLiveness() {
    return { alive: false, messageCode: 500, requestId: '' };
  },
};
