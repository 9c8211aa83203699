import type { AtmNetwork } from '../services/bank-api/public.ts';

/**
 * The sandbox's shared ATM network: the codes its ATMs "show", each for the amount the customer chose
 * at that ATM. A code read is valid for 10 minutes from the bank's instant of reading, but the expired one, whose
 * time ran out before it was read. Each code works once per database. Listed in README.md.
 */
export const SANDBOX_ATM_CODES = {
  '24H-SAQUE-0001-SP': { terminal: 'T-SP-0001', name: 'Av. Paulista, 1000', reais: 100 },
  '24H-SAQUE-0002-SP': { terminal: 'T-SP-0002', name: 'Shopping Ibirapuera', reais: 50 },
  '24H-SAQUE-0003-RJ': { terminal: 'T-RJ-0003', name: 'Estação Central do Brasil', reais: 200 },
  '24H-SAQUE-0004-RJ': { terminal: 'T-RJ-0004', name: 'Aeroporto Santos Dumont', reais: 20 },
  '24H-SAQUE-0005-MG': { terminal: 'T-MG-0005', name: 'Praça Sete, Belo Horizonte', reais: 60 },
  '24H-SAQUE-0006-PR': { terminal: 'T-PR-0006', name: 'Rua XV de Novembro, Curitiba', reais: 80 },
  /** Asks for R$ 1.500,00, above what the bank allows in one withdrawal. */
  '24H-SAQUE-0008-SP': { terminal: 'T-SP-0008', name: 'Av. Faria Lima, 2000', reais: 1500 },
  /** Its time ran out at the ATM before it was read. */
  '24H-SAQUE-0009-SP': { terminal: 'T-SP-0009', name: 'Rua Augusta, 500', reais: 100, expired: true },
} as const;

const VALID_MS = 10 * 60 * 1000;

export const sandboxAtmNetwork: AtmNetwork = {
  async read(code, now) {
    const atm = (
      SANDBOX_ATM_CODES as Record<string, (typeof SANDBOX_ATM_CODES)[keyof typeof SANDBOX_ATM_CODES]>
    )[code.trim().toUpperCase()];
    if (!atm) return null;
    const at = now.getTime();
    return {
      terminalId: atm.terminal,
      terminalName: atm.name,
      address: atm.name,
      network: 'Rede 24 Horas',
      amount: atm.reais * 100,
      expiresAt: new Date('expired' in atm ? at - 1000 : at + VALID_MS),
    };
  },
  async release() {
    // The sandbox ATM dispenses at once; nothing comes back.
  },
};
