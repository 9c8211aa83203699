import { fromReais } from '@carteira/core/money';
import { PixKeyType, pixKeyTypeFromName } from '@carteira/core/pix';
import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import type { PayTarget } from '../flow/pay-flow.ts';

interface WireQrDetails {
  /** null for a dynamic code (a charge). */
  chave: string | null;
  tipoChave: string | null;
  nome: string;
  cidade: string;
  valor: number | null;
  descricao: string | null;
  beneficiario: { nome: string; identificacaoFiscalMascarada: string | null; instituicao: string };
  tipoQRCode: number;
  endToEnd: string;
  referenciaInterna: string | null;
}

/**
 * pix/qrcode/processar-qrcode: what a static code or a charge's dynamic code pays, and the reading the
 * payment names (its end-to-end id and the code's reference) (400 / 40072 unreadable,
 * 404 / 40013 unknown key, 40077 expired and 40078 paid charge).
 */
export async function processQrCode(qrCode: string): Promise<PayTarget> {
  const r = await bank.call<WireQrDetails>('pix/qrcode/processar-qrcode', { qrCode });
  return {
    kind: 'qr',
    qrCode,
    fixedAmount: r.valor === null ? null : fromReais(r.valor),
    description: r.descricao ?? '',
    reading: {
      endToEnd: r.endToEnd,
      qrType: r.tipoQRCode === 2 ? 2 : 1,
      reference: r.referenciaInterna ?? null,
    },
    payee: {
      name: r.beneficiario.nome || r.nome,
      maskedTaxId: r.beneficiario.identificacaoFiscalMascarada ?? '',
      institution: r.beneficiario.instituicao,
      key: r.chave ?? '',
      keyType: r.tipoChave ? pixKeyTypeFromName(r.tipoChave) : PixKeyType.OTHER,
      city: r.cidade,
    },
  };
}

export function useProcessQrCode() {
  return useMutation({ mutationKey: ['pix', 'process-qr'], mutationFn: processQrCode });
}
