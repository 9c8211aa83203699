/**
 * The clearing account, a port: the system account of this bank's ledger that stands for its
 * settlement account at the central bank. A Pix to another institution leaves through it, a Pix from
 * one arrives through it. Which account it is belongs to the deployment (the sandbox opens its own).
 */
export interface ClearingAccount {
  /** The ledger's system account code. */
  readonly code: string;
}
