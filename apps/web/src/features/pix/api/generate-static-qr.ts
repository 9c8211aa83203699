import { type Centavos, toReais } from '@carteira/core/money';
import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

export interface StaticQrRequest {
  key: string;
  /** Absent: the payer types the amount. */
  amount?: Centavos;
}

export interface StaticQr {
  /** The BR Code text ("copia e cola"). */
  code: string;
  key: string;
}

/** pix/qrcode/gerar-qrcode-estatico: a static code for one of the account's keys. */
export async function generateStaticQr({ key, amount }: StaticQrRequest): Promise<StaticQr> {
  const r = await bank.call<{ qrCode: string; chave: string }>('pix/qrcode/gerar-qrcode-estatico', {
    chave: key,
    ...(amount && amount > 0 ? { valor: toReais(amount) } : {}),
  });
  return { code: r.qrCode, key: r.chave };
}

export function useGenerateStaticQr() {
  return useMutation({ mutationKey: ['pix', 'static-qr'], mutationFn: generateStaticQr });
}
