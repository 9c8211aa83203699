import { createHash } from 'node:crypto';
import type { PortabilityRegistry, RegistryAnswer } from '../services/bank-api/public.ts';

/**
 * The sandbox's salary-portability registry (a CIP-like clearing house between the payroll bank and
 * this bank). Deterministic: the employer's CNPJ decides the payroll bank's answer (README.md lists
 * them); any other valid CNPJ is left open, sent to the payroll bank, which has 10 working days.
 * The protocol is derived from the bank's reference, so a repeat gets the same one.
 */
export const SANDBOX_EMPLOYERS = {
  /** Padaria Pão Quente Ltda: the payroll bank puts it in force at once (Efetivada). */
  effective: '11222333000181',
  /** Tecnologia Aurora S.A., a letters-and-digits CNPJ (July 2026): in force at once too. */
  effectiveAlphanumeric: '12ABC34501DE35',
  /** Construtora Horizonte: approved, the payroll bank still to be told (Aprovada, A_Enviar). */
  approved: '45678912000155',
  /** Mercado Bom Preço: the payroll bank holds it for checks (Retida, Em_Analise). */
  held: '23581321000122',
  /** Transportes Rápidos: the payroll bank refuses it, no conta-salário for this CPF there (Recusado). */
  refused: '31415926000171',
} as const;

const OUTCOMES: Record<string, Omit<RegistryAnswer, 'protocol'>> = {
  [SANDBOX_EMPLOYERS.effective]: { status: 'Efetivada', registryStatus: 'Efetivado' },
  [SANDBOX_EMPLOYERS.effectiveAlphanumeric]: { status: 'Efetivada', registryStatus: 'Efetivado' },
  [SANDBOX_EMPLOYERS.approved]: { status: 'Aprovada', registryStatus: 'A_Enviar' },
  [SANDBOX_EMPLOYERS.held]: { status: 'Retida', registryStatus: 'Em_Analise' },
  [SANDBOX_EMPLOYERS.refused]: { status: 'Em_Aberto', registryStatus: 'Recusado' },
};

const protocolOf = (reference: string) =>
  `PTS${createHash('sha256').update(reference).digest('hex').slice(0, 14).toUpperCase()}`;

export const sandboxPortabilityRegistry: PortabilityRegistry = {
  register: async (order) => ({
    protocol: protocolOf(order.reference),
    ...(OUTCOMES[order.employerCnpj] ?? { status: 'Em_Aberto', registryStatus: 'A_Enviar' }),
  }),
  cancel: async (protocol) => ({ protocol, status: 'Cancelada', registryStatus: 'Cancelado' }),
};
