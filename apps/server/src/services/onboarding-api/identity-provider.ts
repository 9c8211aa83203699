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
}

export type DocumentReading = { ok: true; ocr: DocumentOcr | null } | { ok: false; messageCode: number };

export interface LivenessResult {
  alive: boolean;
  /** CAF message code: 200 alive; 300 no face, 400 not alive, 500 invalid request, ... */
  messageCode: number;
  requestId: string;
}

export interface IdentityProvider {
  /** Reads one side of a document; the front gives the OCR fields, the back only whether it is readable. */
  readDocument(input: {
    cpf: string;
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
