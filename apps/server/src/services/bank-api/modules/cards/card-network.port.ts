/**
 * The card processor and network, as the bank sees them: the outside party that holds the full card
 * numbers and CVVs. The bank keeps only the processor's token and the last 4 digits. The sandbox
 * implements this port (src/sandbox/card-processor.ts) and app.ts hands it to the bank; without one,
 * every card call answers 'Cards currently unavailable'.
 */
export interface IssuedCard {
  /** The processor's reference to the card; the bank's only handle on the number. */
  token: string;
  last4: string;
}

export interface CardNetwork {
  /** Issues a new number (a new PAN for a second copy, as for a lost or stolen card). */
  issue(request: { brand: number; physical: boolean }): Promise<IssuedCard>;
  /** Whether the CVV printed on the card is this one (the arrival unblock). */
  verifyCvv(token: string, cvv: string): Promise<boolean>;
  /**
   * A short-lived hash that opens the processor's card-details frame, and the frame's address: the full
   * number is shown by the processor's page, never passes through the bank.
   */
  detailsFrame(token: string, now: Date): Promise<{ hash: string; url: string; expiresAt: Date }>;
  /**
   * The opaque payment card a phone wallet pushes to the token service provider (push provisioning):
   * the card data encrypted for the TSP, opaque to the bank and the app.
   */
  opaqueCardInfo(token: string, request: { tsp: number; now: Date }): Promise<string>;
  /** Tells the processor the number is dead (lost, stolen, damaged, deleted virtual card). */
  cancel(token: string): Promise<void>;
}
