/**
 * The interbank salary-portability registry (a CIP-like clearing house), a port: the bank, as the
 * destination institution, registers the customer's request there; the payroll bank (the one the
 * employer pays salaries through) answers through it. Its answer is the request's status and the
 * sub-status at the registry (wallet.md section 4, request status display). A real deployment
 * connects the registry; app.ts passes the sandbox's in sandbox mode.
 */
export type PortabilityStatus = 'Em_Aberto' | 'Aprovada' | 'Retida' | 'Cancelada' | 'Efetivada';

export interface PortabilityOrder {
  /** The bank's key of the request, for the registry to answer a repeat with the same protocol. */
  reference: string;
  /** The beneficiary: name and CPF (Res. BCB 284/2023 art. 4, I). */
  beneficiaryName: string;
  beneficiaryCpf: string;
  /** The employer: CNPJ (numeric or alphanumeric, stripped) and name (art. 4, III). */
  employerCnpj: string;
  employerName: string;
  /** The payroll bank's COMPE code (3 digits). */
  originBankCode: string;
  /** Where the salary goes: this bank's agency and account. */
  agencia: string;
  conta: string;
}

export interface RegistryAnswer {
  protocol: string;
  status: PortabilityStatus;
  /** The registry's own sub-status: A_Enviar, Enviada, Recusado, Confirmada, Em_Analise... */
  registryStatus: string;
}

export interface PortabilityRegistry {
  register(order: PortabilityOrder): Promise<RegistryAnswer>;
  /** Withdraws the request (or the portability in force) at the registry; answers the new state. */
  cancel(protocol: string): Promise<RegistryAnswer>;
}
