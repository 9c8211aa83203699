import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';

export interface KeyTokenRequest {
  type: 'PHONE' | 'EMAIL';
  /** The key in the DICT form. */
  key: string;
}

/** pix/enderecamento/gerar-token-validacao: a 6-digit code goes to the phone or e-mail (409 / 40070 when taken). */
export async function requestKeyToken({ type, key }: KeyTokenRequest): Promise<{ validForSeconds: number }> {
  const r = await bank.call<{ validadeEmSegundos: number }>('pix/enderecamento/gerar-token-validacao', {
    tipoChave: type,
    chave: key,
  });
  return { validForSeconds: r.validadeEmSegundos };
}

export function useRequestKeyToken() {
  return useMutation({ mutationKey: ['pix', 'key-token'], mutationFn: requestKeyToken });
}
