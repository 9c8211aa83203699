/** A merchant that takes the bank's own QR payments (the dimo QR scheme). */
export interface QrMerchant {
  id: string;
  /** The name the customer sees on the review and the receipt. */
  name: string;
  /** CNPJ, digits (or letters and digits for the new CNPJ). */
  taxId: string;
  city: string;
  /** The code of the ledger's system account the merchant's payments settle into. */
  settlementAccount: string;
}

/**
 * The merchants of the QR payment scheme and the shopping partner, a port: which merchants take the
 * bank's QR codes and where their money settles, and the addresses the partner's QR link may send the
 * customer back to. A real deployment reads its merchant contracts; app.ts passes the sandbox's.
 */
export interface QrMerchantNetwork {
  merchant(id: string): QrMerchant | undefined;
  /**
   * The origins (scheme, host and port, e.g. https://loja.example) the partner's return and abort
   * addresses may point to; any other address is refused (no open redirect).
   */
  readonly returnOrigins: readonly string[];
  /** The shopping partner's checkout payment page: where an abort goes when the link names none. */
  readonly checkoutPage: string | null;
}
