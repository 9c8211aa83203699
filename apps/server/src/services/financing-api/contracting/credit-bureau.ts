/** How the customer earns (financing.md: jobContractType). */
export type JobType = 'ASSALARIADO' | 'PROFISSIONAL_PJ' | 'AUTONOMO';

export interface CreditBureauInput {
  cpf: string;
  /** Declared monthly income, in centavos. */
  monthlyIncomeCents: number;
  jobType: JobType;
}

export interface CreditBureauAnswer {
  approved: boolean;
  /** The credit limit for the device, in centavos (0 when rejected). */
  releasedAmountCents: number;
  /** Percent points (20 means 20%) of the device price the down payment must at least cover. */
  minimumEntryPercentage: number;
  /** How long the bureau takes to answer; the service reports "processing" until it has passed. */
  delayMs: number;
  /** Three short pt-BR reasons when rejected, [] when approved. */
  reasons: string[];
}

/** The credit bureau, a port: a device-credit analysis from the CPF and the declared income. */
export interface CreditBureau {
  consult: (input: CreditBureauInput) => CreditBureauAnswer;
}
