/** What an ATM's withdrawal QR code stands for, as the ATM network tells it. */
export interface AtmCode {
  terminalId: string;
  /** Where the ATM is, as the customer sees it in front of them. */
  terminalName: string;
  address: string;
  network: string;
  /** The cash the customer chose at the ATM, in centavos. */
  amount: number;
  /** The code is refused from this instant on. */
  expiresAt: Date;
}

export interface AtmRelease {
  code: string;
  /** The bank's withdrawal id, which the ATM prints and the receipt carries. */
  withdrawalId: string;
  /** Centavos. */
  amount: number;
}

/**
 * The shared ATM network (a Banco24Horas-like network), a port: it reads the code an ATM shows and,
 * once the bank has debited the account, tells that ATM to dispense the cash. A real deployment
 * connects the network; app.ts passes the sandbox's network in sandbox mode.
 */
export interface AtmNetwork {
  /** The withdrawal an ATM's code stands for, read at the bank's instant `at`; null when no ATM showed it. */
  read(code: string, at: Date): Promise<AtmCode | null>;
  release(order: AtmRelease): Promise<void>;
}
