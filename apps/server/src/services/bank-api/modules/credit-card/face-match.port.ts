/**
 * The identity provider as the bank sees it for the guaranteed-credit card: a face-liveness check on
 * the customer's selfie before the contract is signed, a redemption or an investment. The sandbox
 * implements it with the same provider financing uses (src/sandbox/financing/identity-provider.ts);
 * production refuses until a real adapter exists.
 */
export interface FaceMatchAnswer {
  /** The selfie is of a live person. */
  approved: boolean;
  /** The provider's id of this check, kept with the contract or the redemption. */
  requestId: string;
  /** The provider's reason code (200 success, 300 no face, 400 not alive, 500 invalid request). */
  messageCode: number;
}

export interface FaceMatch {
  check(input: { cpf: string; image: Uint8Array }): FaceMatchAnswer;
}
