export interface LivenessInput {
  cpf: string;
  image: Uint8Array;
}

export type LivenessStatus = 'Success' | 'Failure';

export interface LivenessAnswer {
  status: LivenessStatus;
  isAlive: boolean;
  userId: string;
  requestId: string;
  messageCode: number;
}

/** The identity provider, a port: a face-liveness check on the customer's selfie. */
export interface IdentityProvider {
  checkLiveness: (input: LivenessInput) => LivenessAnswer;
}
