import { type Centavos, fromReais } from '@carteira/core/money';
import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

/** A Pix code for an instalment lives 599 seconds, as the down payment's. */
export const INSTALLMENT_PIX_SECONDS = 599;

interface WireInstallmentPix {
  idContrato: string;
  numParcela: number;
  valor: number;
  qrCode: string;
  txid: string;
  dataExpiracao: string;
  segundosParaExpirar: number;
}

export interface InstallmentPix {
  number: number;
  code: string;
  amount: Centavos;
  /** When the code stops being valid (epoch ms, this device's clock): at most 599 s after it came. */
  endsAt: number;
}

/**
 * financiamento/mobile/contas/contratos/parcelas/pix: a dynamic Pix code of this bank for one payable
 * instalment, of exactly its value, that anyone may pay (the same code while it is valid). 40980 not
 * payable now (already paid, or an earlier one open), 40481 no such contract.
 */
export async function getInstallmentPix(contractId: string, number: number): Promise<InstallmentPix> {
  const r = await bank.call<WireInstallmentPix>('financiamento/mobile/contas/contratos/parcelas/pix', {
    idContrato: contractId,
    numParcela: number,
  });
  const left = Number.isFinite(r.segundosParaExpirar)
    ? Math.floor(r.segundosParaExpirar)
    : INSTALLMENT_PIX_SECONDS;
  return {
    number: r.numParcela,
    code: r.qrCode,
    amount: fromReais(r.valor),
    endsAt: Date.now() + Math.max(1, Math.min(INSTALLMENT_PIX_SECONDS, left)) * 1000,
  };
}

/** Asks for the code (again once it expired): a write at the bank, so a mutation, never cached. */
export function useInstallmentPix() {
  return useMutation({
    mutationKey: ['financing-contracts', 'installment-pix'],
    mutationFn: ({ contractId, number }: { contractId: string; number: number }) =>
      getInstallmentPix(contractId, number),
  });
}
