import type { IsoDate } from '@carteira/core/calendar';
import type { Centavos } from '@carteira/core/money';

/**
 * The FGTS operator (Agente Operador: Caixa Econômica Federal), as the bank sees it. The worker opts in
 * to the anniversary withdrawal and authorises this bank in the FGTS app; only then does the operator
 * answer the bank about their accounts (Resolução CCFGTS 958/2020 art. 1 § 1, as changed by
 * Resolução CCFGTS 1.130/2025), and it locks the pledged withdrawals in the bank's favour.
 */
export type FgtsConsultation =
  | {
      status: 'ok';
      /** The sum of the worker's FGTS accounts' balances. */
      balance: Centavos;
      /** The worker's birth month (1-12): the anniversary. */
      birthMonth: number;
      /** When the opt-in to the anniversary withdrawal took effect. */
      optInDate: IsoDate;
    }
  /** Not opted in to the anniversary withdrawal, or this bank not authorised. */
  | { status: 'not-registered' }
  /** This year's withdrawal is already being paid: nothing may be pledged until it is. */
  | { status: 'anniversary-too-close' }
  /** The operator did not answer. */
  | { status: 'unavailable' };

export interface FgtsPledge {
  cpf: string;
  contractId: string;
  instalments: readonly { dueDate: IsoDate; value: Centavos }[];
}

export interface FgtsOperator {
  consult(input: { cpf: string }): Promise<FgtsConsultation>;
  /** Locks the pledged anniversaries in the bank's favour (alienação fiduciária); false when refused. */
  pledge(input: FgtsPledge): Promise<{ locked: boolean }>;
  /**
   * Releases the anniversaries pledged to a contract the worker withdrew from ("desaverbação"): the
   * blocked balance is the worker's again. false when the operator refuses.
   */
  release(input: { cpf: string; contractId: string }): Promise<{ released: boolean }>;
}
