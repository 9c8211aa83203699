import type { Boleto } from '@carteira/core/boleto';
import type { IsoDate } from '@carteira/core/calendar';

/** What the clearing house (CIP's Nova Plataforma de Cobrança, or the utility's agreement) holds of a boleto. */
export interface RegisteredBoleto {
  beneficiary: {
    name: string;
    /** CPF or CNPJ, digits (or letters and digits for the new CNPJ). */
    taxId: string;
    /** The beneficiary's bank (cedente), or the utility company for a utility boleto. */
    institution: string;
  };
  payerName: string | null;
  dueDate: IsoDate | null;
  /** Centavos, as of the payment date asked for. */
  nominal: number;
  discount: number;
  interest: number;
  fine: number;
  /** nominal - discount + interest + fine. */
  updated: number;
  /** Whether the payer may pay another amount, between `minAmount` and `maxAmount`. */
  amountEditable: boolean;
  minAmount: number;
  maxAmount: number;
  /** Paid already, here or at another bank. */
  paid: boolean;
  /** The last day it may be paid; null when the registration sets none. */
  payableUntil: IsoDate | null;
}

/**
 * The boleto clearing house, a port: the bank asks it about a boleto before paying it. A real
 * deployment connects it to the CIP; app.ts passes the sandbox's registry in sandbox mode.
 */
export interface BoletoClearingHouse {
  /** The registration of a boleto read from its code, with its charges on `paymentDate`; null when unknown. */
  lookup(boleto: Boleto, paymentDate: IsoDate): Promise<RegisteredBoleto | null>;
}
