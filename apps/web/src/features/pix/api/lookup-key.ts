import { pixKeyTypeFromName } from '@carteira/core/pix';
import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import type { Payee } from '../flow/pay-flow.ts';

interface WireKeyHolder {
  chave: string;
  tipoChave: string;
  nome: string;
  identificacaoFiscalMascarada: string;
  instituicao: string;
  endToEndId: string;
}

/** pix/enderecamento/consultar-dados-por-chave: who holds a key (404 / 40013 when nobody). */
export async function lookupKey(key: string): Promise<Payee> {
  const r = await bank.call<WireKeyHolder>('pix/enderecamento/consultar-dados-por-chave', { chave: key });
  return {
    name: r.nome,
    maskedTaxId: r.identificacaoFiscalMascarada,
    institution: r.instituicao,
    key: r.chave,
    keyType: pixKeyTypeFromName(r.tipoChave),
    endToEnd: r.endToEndId,
  };
}

export function useLookupKey() {
  return useMutation({ mutationKey: ['pix', 'lookup-key'], mutationFn: lookupKey });
}
