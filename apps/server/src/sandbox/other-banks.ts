import type { BankDirectory, DirectoryBank, TedNetwork } from '../services/bank-api/public.ts';
import { SANDBOX_INSTITUTIONS } from './pix-institutions.ts';

/**
 * The sandbox's other banks as the STR sees them: the Pix institutions (901-903) with the agencies
 * of their customers, a bank that only takes TEDs (904), and code 213, which the bank list leaves out
 * (wallet.md section 5). Listed in README.md; change both together.
 */
interface SandboxBank extends DirectoryBank {
  agencias: readonly string[];
}

const SANDBOX_BANKS: readonly SandboxBank[] = [
  ...SANDBOX_INSTITUTIONS.map((inst) => ({
    codigo: inst.codigo,
    ispb: inst.ispb,
    nome: inst.nome,
    agencias: [...new Set(inst.holders.map((h) => h.agencia))],
  })),
  { codigo: '904', ispb: '90400004', nome: 'Banco Atlântico S.A.', agencias: ['0100', '2345'] },
  { codigo: '213', ispb: '54403563', nome: 'Banco Arbi S.A.', agencias: ['0001'] },
];

/** An account number every sandbox bank answers as closed: its TEDs come back (devolução). */
export const CLOSED_ACCOUNT = '13130013';

export const sandboxBankDirectory: BankDirectory = {
  banks: () => SANDBOX_BANKS.map(({ codigo, ispb, nome }) => ({ codigo, ispb, nome })),
  hasAgency: (ispb, agencia) => SANDBOX_BANKS.some((b) => b.ispb === ispb && b.agencias.includes(agencia)),
};

/**
 * The receiving banks: a TED to the closed account comes back ('Conta encerrada'); one to a
 * customer the sandbox knows (pix-institutions.ts) with another CPF/CNPJ comes back ('CPF/CNPJ do
 * favorecido divergente'); any other account at a known agency takes it.
 */
export const sandboxTedNetwork: TedNetwork = {
  send: async (order) => {
    if (order.conta.padStart(8, '0') === CLOSED_ACCOUNT)
      return { status: 'DEVOLVIDA', motivo: 'Conta encerrada' };
    const holder = SANDBOX_INSTITUTIONS.find((i) => i.ispb === order.ispb)?.holders.find(
      (h) => h.agencia === order.agencia && h.conta === order.conta.padStart(8, '0'),
    );
    if (holder && holder.taxId !== order.identificacaoFiscal) {
      return { status: 'DEVOLVIDA', motivo: 'CPF/CNPJ do favorecido divergente' };
    }
    return { status: 'ACEITA' };
  },
};
